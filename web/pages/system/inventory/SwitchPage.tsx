import { useParams } from 'wouter'
import { useList, useQuery } from '../../../api/reads'
import type { SwitchPort } from '../../../api/generated/types'
import { to } from '../../../urls'
import { PartialNotice } from '../../../ui/PartialNotice'
import { EmptyState } from '../../../ui/EmptyState'
import { Link } from '../../../ui/Link'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import { Spinner } from '../../../ui/Spinner'
import { formatDateTime } from '../../../util/time'
import { switchPortColumns } from '../networking/port-cells'
import { useFleetAccess } from '../use-fleet-access'
import { ArrayTable } from '../../common/list/ArrayTable'
import { idRow } from '../../common/fields/id-row'

const portColumns = switchPortColumns('Switch slot')

/**
 * The switch ports of one rack. The port list cannot be asked for one rack, so every port is read
 * (useList: all pages, or says what it could not read) and those of the rack are shown.
 */
function RackPorts({ rackId }: { rackId: string }) {
  const ports = useList('networkingSwitchPortList', {})
  const rows = ports.data ? ports.items.filter((p) => p.rackId === rackId) : undefined
  return (
    <>
      {ports.data && !ports.complete && (
        // a failed page may answer next time; a list longer than a whole-list read holds would not
        <PartialNotice role="alert" onRetry={ports.error ? () => void ports.mutate() : undefined}>
          Only {ports.items.length} switch ports could be read{ports.error ? `: ${ports.error.error.message}` : ''};
          this rack may have more.
        </PartialNotice>
      )}
      <ArrayTable<SwitchPort>
        label="Switch ports of this rack"
        columns={portColumns}
        rows={rows}
        // a partial read is the notice above; the shell shows only a failure before any port
        error={ports.items.length ? undefined : ports.error?.error}
        retry={() => void ports.mutate()}
        rowKey={(p) => p.id}
        empty={<EmptyState title="No switch ports" body="The rack's switches report no external ports." />}
      />
    </>
  )
}

/** system/inventory/switches/:switchId: one switch (switchView), its properties and its rack's ports. */
export default function SwitchPage() {
  useFleetAccess()
  const { switchId } = useParams<{ switchId: string }>()
  const { data: sw } = useQuery('switchView', { path: { switchId } }, { throwOnError: true })
  if (!sw)
    return (
      <>
        <PageHeader docs="rackNetworking" title="Switch" />
        <Spinner label="Loading the switch" />
      </>
    )
  return (
    <>
      <PageHeader docs="rackNetworking" title={`Switch ${sw.baseboard.serial}`} />
      <PropertiesList
        items={[
          ['Serial', sw.baseboard.serial],
          ['Part', sw.baseboard.part],
          ['Revision', sw.baseboard.revision],
          [
            'Rack',
            <Link href={to.rack({ rackId: sw.rackId })}>
              <code>{sw.rackId}</code>
            </Link>,
          ],
          idRow(sw.id),
          ['Created', formatDateTime(sw.timeCreated)],
          ['Modified', formatDateTime(sw.timeModified)],
        ]}
      />
      <h2>Switch ports</h2>
      <p className="muted">
        The API does not say which switch slot this switch fills, so these are the external ports of both switches of
        its rack. <Link href={to.switchPorts()}>Switch ports</Link> under networking applies settings to them.
      </p>
      <RackPorts rackId={sw.rackId} />
    </>
  )
}
