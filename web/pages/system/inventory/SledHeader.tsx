import { useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { ActionMenu } from '../../../ui/ActionMenu'
import { Badge } from '../../../ui/Badge'
import { Link } from '../../../ui/Link'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import { RouteTabs } from '../../../ui/Tabs'
import { formatBytes, formatNumber } from '../../../util/format'
import { DateTime } from '../../../ui/DateTime'
import { useSledActions } from './actions'
import { sledPolicyColor, sledPolicyLabel, sledStateColor } from '../../../api/rules/sleds'
import { useFleetAccess } from '../use-fleet-access'
import { idRow } from '../../common/fields/id-row'

/** A sled's page above its tabs: the sled's properties, its actions, and the tabs (instances, disks). */
export function SledHeader({ current }: { current: 'instances' | 'disks' }) {
  useFleetAccess()
  const { sledId } = useParams<{ sledId: string }>()
  const { data: sled } = useQuery('sledView', { path: { sledId } }, { throwOnError: true })
  const actions = useSledActions()
  const tabs = [
    { label: 'Instances', href: to.sledInstances({ sledId }) },
    { label: 'Disks', href: to.sledDisks({ sledId }) },
  ]
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
            [
              'Rack',
              <Link href={to.rack({ rackId: sled.rackId })}>
                <code>{sled.rackId}</code>
              </Link>,
            ],
            idRow(sled.id),
            ['Added', <DateTime date={sled.timeCreated} relative="beside" />],
          ]}
        />
      )}
      <RouteTabs label="Sled sections" tabs={tabs} current={tabs[current === 'instances' ? 0 : 1].href} />
    </>
  )
}
