import { useParams } from 'wouter'
import type { SledInstance } from '../../../api/generated/types'
import { EmptyState } from '../../../ui/EmptyState'
import { Link } from '../../../ui/Link'
import { to } from '../../../urls'
import { useQuery } from '../../../api/reads'
import type { Column } from '../../../ui/Table'
import { formatBytes, formatNumber } from '../../../util/format'
import { ListTable } from '../../common/list/ListTable'
import { createdCol } from '../../common/list/columns'
import { InstanceStateBadge } from '../../common/InstanceStateBadge'
import { SledHeader } from './SledHeader'

/**
 * An instance's page is a project page of the signed-in user's silo: an instance of another silo
 * is named, not linked (its project's name may mean another project here).
 */
const columns = (silo: string | undefined): Column<SledInstance>[] => [
  {
    header: 'Name',
    cell: (i) =>
      i.siloName === silo ? (
        <Link href={to.instance({ project: i.projectName, instance: i.name })}>{i.name}</Link>
      ) : (
        i.name
      ),
    sortValue: (i) => i.name,
  },
  { header: 'Silo / project', cell: (i) => `${i.siloName} / ${i.projectName}` },
  { header: 'State', cell: (i) => <InstanceStateBadge state={i.state} /> },
  { header: 'CPUs', cell: (i) => formatNumber(i.ncpus) },
  { header: 'Memory', cell: (i) => formatBytes(i.memory) },
  createdCol,
]

/** system/inventory/sleds/:sledId/instances: the sled's properties and the instances running on it. */
export default function SledInstancesPage() {
  const { sledId } = useParams<{ sledId: string }>()
  const silo = useQuery('currentUserView', {}).data?.siloName
  return (
    <>
      <SledHeader current="instances" />
      <ListTable<SledInstance>
        label="Instances on this sled"
        method="sledInstanceList"
        params={{ path: { sledId } }}
        columns={columns(silo)}
        empty={<EmptyState title="No instances" body="Nothing is running on this sled." />}
      />
    </>
  )
}
