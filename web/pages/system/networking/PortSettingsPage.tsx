import { useLocation, useParams } from 'wouter'
import type {
  BgpPeer,
  ImportExportPolicy,
  SwitchInterfaceConfig,
  SwitchInterfaceKind,
  SwitchPortAddressView,
  SwitchPortLinkConfig,
  SwitchPortRouteConfig,
  SwitchPortSettings,
} from '../../../api/generated/types'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { Link } from '../../../ui/Link'
import { ObjectHeader } from '../../../ui/ObjectHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import type { Column } from '../../../ui/Table'
import { formatDateTime } from '../../../util/time'
import { useFleetAccess } from '../use-fleet-access'
import { ArrayTable } from '../../common/list/ArrayTable'
import type { Row } from '../../common/list/ListShell'
import { usePortSettingsActions } from './PortSettingsListPage'
import { geometryOptions, speedLabel } from './port-settings-form'

const none = <span className="muted">—</span>

const fecLabels: Record<string, string> = { rs: 'Reed-Solomon', firecode: 'Firecode', none: 'None' }
const fecLabel = (f: SwitchPortLinkConfig['fec']) => (f ? fecLabels[f] : undefined) ?? 'Default'
const kindLabel = (k: SwitchInterfaceKind) =>
  k.type === 'vlan' ? `VLAN ${k.vid}` : k.type === 'primary' ? 'Primary' : 'Loopback'
const policyLabel = (p: ImportExportPolicy) => (p.type === 'no_filtering' ? 'Any' : p.value.join(', ') || 'Nothing')

const linkColumns: Column<SwitchPortLinkConfig>[] = [
  { header: 'Link', cell: (l) => l.linkName },
  { header: 'MTU', cell: (l) => l.mtu },
  { header: 'Speed', cell: (l) => speedLabel(l.speed) },
  { header: 'FEC', cell: (l) => fecLabel(l.fec) },
  { header: 'Autonegotiation', cell: (l) => (l.autoneg ? 'On' : 'Off') },
  { header: 'LLDP', cell: (l) => (l.lldpLinkConfig?.enabled ? 'Enabled' : 'Disabled') },
]

const interfaceColumns: Column<SwitchInterfaceConfig>[] = [
  { header: 'Interface', cell: (i) => i.interfaceName },
  { header: 'Kind', cell: (i) => kindLabel(i.kind) },
  { header: 'IPv6', cell: (i) => (i.v6Enabled ? 'Enabled' : 'Disabled') },
]

const addressColumns: Column<SwitchPortAddressView>[] = [
  { header: 'Address', cell: (a) => a.address },
  { header: 'Link', cell: (a) => a.interfaceName },
  {
    header: 'Address lot',
    cell: (a) => <Link href={to.addressLot({ addressLot: a.addressLotName })}>{a.addressLotName}</Link>,
  },
  { header: 'VLAN', cell: (a) => a.vlanId ?? none },
]

const routeColumns: Column<SwitchPortRouteConfig>[] = [
  { header: 'Destination', cell: (r) => r.dst },
  { header: 'Gateway', cell: (r) => r.gw },
  { header: 'Link', cell: (r) => r.interfaceName },
  { header: 'VLAN', cell: (r) => r.vlanId ?? none },
  { header: 'RIB priority', cell: (r) => r.ribPriority ?? none },
]

const peerAddress = (p: BgpPeer) =>
  p.addr.type === 'numbered' ? p.addr.ip : `unnumbered (router lifetime ${p.addr.routerLifetime} s)`

const peerColumns: Column<BgpPeer>[] = [
  { header: 'Peer', cell: peerAddress },
  { header: 'BGP configuration', cell: (p) => p.bgpConfig },
  { header: 'Remote ASN', cell: (p) => p.remoteAsn ?? none },
  { header: 'Hold time', cell: (p) => `${p.holdTime} s` },
  { header: 'Idle hold time', cell: (p) => `${p.idleHoldTime} s` },
  { header: 'Connect retry', cell: (p) => `${p.connectRetry} s` },
  { header: 'Keepalive', cell: (p) => `${p.keepalive} s` },
  { header: 'Import', cell: (p) => policyLabel(p.allowedImport) },
  { header: 'Export', cell: (p) => policyLabel(p.allowedExport) },
]

/**
 * One part of the settings (links, routes ...): its rows in the settings, its columns, its view in
 * the URL under `scope`; empty, it says 'No links'.
 */
type SectionSpec<T extends Row> = {
  title: string
  scope: string
  rows: (s: SwitchPortSettings) => T[]
  columns: Column<T>[]
  rowKey: (row: T, i: number) => string
}
// each spec is typed by its own rows; the list of them only needs to render each
const section = <T extends Row>(spec: SectionSpec<T>) => spec as unknown as SectionSpec<Row>

const sections = [
  section({ title: 'Links', scope: 'links', rows: (s) => s.links, columns: linkColumns, rowKey: (l) => l.linkName }),
  section({
    title: 'Interfaces',
    scope: 'interfaces',
    rows: (s) => s.interfaces,
    columns: interfaceColumns,
    rowKey: (i) => i.id,
  }),
  section({
    title: 'Addresses',
    scope: 'addresses',
    rows: (s) => s.addresses,
    columns: addressColumns,
    rowKey: (a) => `${a.interfaceName}-${a.address}`,
  }),
  section({
    title: 'Routes',
    scope: 'routes',
    rows: (s) => s.routes,
    columns: routeColumns,
    rowKey: (r, i) => `${r.interfaceName}-${r.dst}-${r.gw}-${i}`,
  }),
  section({
    title: 'BGP peers',
    scope: 'peers',
    rows: (s) => s.bgpPeers,
    columns: peerColumns,
    rowKey: (p, i) => `${peerAddress(p)}-${i}`,
  }),
]

function Section({
  spec,
  settings,
  retry,
}: {
  spec: SectionSpec<Row>
  settings: SwitchPortSettings
  retry: () => void
}) {
  const rows = spec.rows(settings)
  return (
    <section aria-label={spec.title}>
      <h2>{spec.title}</h2>
      <ArrayTable<Row>
        label={spec.title}
        scope={spec.scope}
        rows={rows}
        columns={spec.columns}
        rowKey={(r) => spec.rowKey(r, rows.indexOf(r))}
        retry={retry}
        empty={`No ${spec.title.replace(/^[A-Z][a-z]/, (c) => c.toLowerCase())}`}
      />
    </section>
  )
}

/** /system/networking/port-settings/:portSettings: everything a settings object configures, as tables. */
export default function PortSettingsPage() {
  useFleetAccess()
  const { portSettings } = useParams<{ portSettings: string }>()
  const [, navigate] = useLocation()
  const { data, mutate } = useQuery(
    'networkingSwitchPortSettingsView',
    { path: { port: portSettings } },
    { throwOnError: true },
  )
  const actions = usePortSettingsActions(() => navigate(to.portSettingsList()))
  const retry = () => void mutate()
  return (
    <>
      <ObjectHeader docs="rackNetworking" name={portSettings} actions={data && actions(data)} />
      {data && (
        <>
          <PropertiesList
            items={[
              ['Description', data.description || '—'],
              ['Geometry', geometryOptions.find((g) => g.value === data.port.geometry)?.label ?? data.port.geometry],
              ['ID', <code>{data.id}</code>],
              ['Created', formatDateTime(data.timeCreated)],
            ]}
          />
          {sections.map((spec) => (
            <Section key={spec.scope} spec={spec} settings={data} retry={retry} />
          ))}
        </>
      )}
    </>
  )
}
