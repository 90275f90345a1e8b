import type { InstanceNetworkInterface, Instance } from '../../../api/generated/types'
import { useList } from '../../../api/reads'
import { to } from '../../../urls'
import { Link } from '../../../ui/Link'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/list/ListTable'

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
      return i ? <Link href={to.instance({ project, instance: i.name })}>{i.name}</Link> : n.instanceId
    },
  },
  { header: 'Private IP', cell: privateIps },
  { header: 'MAC', cell: (n) => n.mac },
  { header: 'Primary', cell: (n) => (n.primary ? 'Yes' : 'No') },
]

/** The interfaces attached to a subnet (GET /vpc-subnets/{subnet}/network-interfaces), paged like any list. */
export function SubnetNetworkInterfaces({ project, vpc, subnet }: { project: string; vpc: string; subnet: string }) {
  const instances = useList('instanceList', { query: { project } })
  return (
    <section aria-labelledby="subnet-nics">
      <h3 id="subnet-nics">Network interfaces</h3>
      <ListTable<InstanceNetworkInterface>
        label="Network interfaces"
        method="vpcSubnetListNetworkInterfaces"
        params={{ path: { subnet }, query: { project, vpc } }}
        columns={columns(project, instances.data?.items ?? [])}
        empty={<p className="muted">No network interfaces in this subnet</p>}
      />
    </section>
  )
}
