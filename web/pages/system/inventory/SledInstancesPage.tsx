import { useParams } from 'wouter'
import type { SledInstance } from '../../../api/generated/types'
import { usePageQuery } from '../../../api/hooks'
import { pb } from '../../../paths'
import { ActionMenu } from '../../../ui/ActionMenu'
import { Badge } from '../../../ui/Badge'
import { CopyButton } from '../../../ui/CopyButton'
import { EmptyState } from '../../../ui/EmptyState'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import type { Column } from '../../../ui/Table'
import { RouteTabs } from '../../../ui/Tabs'
import { formatBytes, formatNumber } from '../../../util/format'
import { formatDateTime } from '../../../util/time'
import { ListTable } from '../../common/ListPage'
import { createdCol } from '../../common/columns'
import { InstanceStateBadge } from '../../project/instances/InstanceStateBadge'
import { useSledActions } from './actions'
import { sledPolicyColor, sledPolicyLabel, sledStateColor } from '../../../api/rules/sleds'
import { useFleetAccess } from '../use-fleet-access'

const columns: Column<SledInstance>[] = [
  { header: 'Name', cell: (i) => i.name },
  { header: 'Silo / project', cell: (i) => `${i.siloName} / ${i.projectName}` },
  { header: 'State', cell: (i) => <InstanceStateBadge state={i.state} /> },
  { header: 'CPUs', cell: (i) => formatNumber(i.ncpus) },
  { header: 'Memory', cell: (i) => formatBytes(i.memory) },
  createdCol,
]

/** system/inventory/sleds/:sledId/instances: the sled's properties and the instances running on it. */
export default function SledInstancesPage() {
  useFleetAccess()
  const { sledId } = useParams<{ sledId: string }>()
  const { data: sled } = usePageQuery('sledView', { path: { sledId } })
  const actions = useSledActions()
  const tabs = [{ label: 'Instances', href: pb.sledInstances({ sledId }) }]
  return (
    <>
      <PageHeader docs="sleds" title={sled ? `Sled ${sled.baseboard.serial}` : 'Sled'}>
        {sled && <ActionMenu label="Sled actions" actions={actions(sled)} />}
      </PageHeader>
      {sled && (
        <PropertiesList
          items={[
            ['Serial', sled.baseboard.serial],
            ['Part', `${sled.baseboard.part} rev ${sled.baseboard.revision}`],
            ['Slot', sled.slot ?? '—'],
            ['State', <Badge color={sledStateColor[sled.state]}>{sled.state}</Badge>],
            ['Policy', <Badge color={sledPolicyColor(sled)}>{sledPolicyLabel(sled)}</Badge>],
            ['Usable CPUs', formatNumber(sled.usableHardwareThreads)],
            ['Usable RAM', formatBytes(sled.usablePhysicalRam)],
            ['Rack', <code>{sled.rackId}</code>],
            [
              'ID',
              <>
                <code>{sled.id}</code> <CopyButton text={sled.id} label="Copy ID" />
              </>,
            ],
            ['Added', formatDateTime(sled.timeCreated)],
          ]}
        />
      )}
      <RouteTabs label="Sled sections" tabs={tabs} current={pb.sledInstances({ sledId })} />
      <ListTable<SledInstance>
        label="Instances on this sled"
        method="sledInstanceList"
        params={{ path: { sledId } }}
        columns={columns}
        empty={<EmptyState title="No instances" body="Nothing is running on this sled." />}
      />
    </>
  )
}
