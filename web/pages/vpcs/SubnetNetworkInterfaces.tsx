import type { InstanceNetworkInterface, Instance } from '../../api/generated/types'
import { useApiQuery, usePagedList } from '../../api/hooks'
import { pb } from '../../paths'
import { Link } from '../../ui/Link'
import { Spinner } from '../../ui/Spinner'
import { Table, type Column } from '../../ui/Table'

function privateIps(n: InstanceNetworkInterface): string {
  const s = n.ipStack
  return s.type === 'dual_stack' ? `${s.value.v4.ip}, ${s.value.v6.ip}` : s.value.ip
}

const columns = (project: string, instances: Instance[]): Column<InstanceNetworkInterface>[] => [
  { header: 'Name', cell: (n) => n.name },
  {
    header: 'Instance',
    cell: (n) => {
      const i = instances.find((x) => x.id === n.instanceId)
      return i ? <Link href={pb.instance({ project, instance: i.name })}>{i.name}</Link> : n.instanceId
    },
  },
  { header: 'Private IP', cell: privateIps },
  { header: 'MAC', cell: (n) => n.mac },
  { header: 'Primary', cell: (n) => (n.primary ? 'Yes' : 'No') },
]

/** The interfaces attached to a subnet (GET /vpc-subnets/{subnet}/network-interfaces). */
export function SubnetNetworkInterfaces({ project, vpc, subnet }: { project: string; vpc: string; subnet: string }) {
  const list = usePagedList('vpcSubnetListNetworkInterfaces', { path: { subnet }, query: { project, vpc } })
  const instances = useApiQuery('instanceList', { query: { project, limit: 100 } })
  return (
    <section aria-labelledby="subnet-nics">
      <h3 id="subnet-nics">Network interfaces</h3>
      {list.error ? (
        <div className="error-box" role="alert">{list.error.message}</div>
      ) : list.isLoading && list.items.length === 0 ? (
        <Spinner label="Loading network interfaces" />
      ) : list.items.length === 0 ? (
        <p className="muted">No network interfaces in this subnet</p>
      ) : (
        <Table label="Network interfaces" columns={columns(project, instances.data?.items ?? [])} rows={list.items} rowKey={(n) => n.id} />
      )}
    </section>
  )
}
