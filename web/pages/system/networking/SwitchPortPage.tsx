import { useState } from 'react'
import { useParams } from 'wouter'
import type { LldpLinkConfig, LldpNeighbor, SwitchPort, SwitchSlot } from '../../../api/generated/types'
import { useList, useQuery } from '../../../api/reads'
import { ActionMenu } from '../../../ui/ActionMenu'
import { Badge } from '../../../ui/Badge'
import { Button } from '../../../ui/Button'
import { CheckboxField, TextField } from '../../../ui/Field'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import { ReadFailed } from '../../../ui/ReadFailed'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormSave } from '../../common/use-form-save'
import { formatDateTime, timeAgo } from '../../../util/time'
import { linkStatus } from '../../../api/rules/switch-ports'
import { useFleetAccess } from '../use-fleet-access'
import { ArrayTable } from '../../common/list/ArrayTable'
import { lldpBody, lldpErrors, lldpValues, type LldpValues } from './lldp-form'
import { ApplySettingsModal, useSwitchPortActions } from './port-actions'
import { PortSettingsName, portLabel } from './port-cells'
import { linkDetails } from './port-status'
import { ErrorBox } from '../../../ui/ErrorBox'

const none = <span className="muted">—</span>
const statusColor = { up: 'default', down: 'destructive', unknown: 'neutral' } as const

function LldpForm({ port, config, onClose }: { port: SwitchPort; config: LldpLinkConfig; onClose: () => void }) {
  const { form, shell } = useFormSave('networkingSwitchPortLldpConfigUpdate', {
    initial: () => lldpValues(config),
    validate: lldpErrors,
    sent: (v) => lldpBody(config.id, v),
    params: (body) => ({
      path: { port: port.portName },
      query: { rackId: port.rackId, switchSlot: port.switchSlot },
      body,
    }),
    created: () => `LLDP configuration of ${portLabel(port)} saved`,
    back: onClose,
  })
  const { values: v, set, shown } = form
  const field = (key: Exclude<keyof LldpValues, 'enabled'>, label: string, hint?: string) => (
    <TextField label={label} value={v[key]} onValue={set(key)} error={shown[key]} hint={hint} autoComplete="off" />
  )
  return (
    <SideModalForm
      docs="rackNetworking"
      title={`LLDP configuration of ${portLabel(port)}`}
      submitLabel="Save LLDP configuration"
      {...shell}
    >
      <CheckboxField
        label="LLDP enabled"
        checked={v.enabled}
        onChecked={set('enabled')}
        hint="Advertise this port to its neighbours"
      />
      {field('chassisId', 'Chassis ID', 'Optional; the switch default when empty')}
      {field('linkName', 'Port ID', 'Optional; the port name when empty')}
      {field('linkDescription', 'Port description')}
      {field('systemName', 'System name')}
      {field('systemDescription', 'System description')}
      {field('managementIp', 'Management IP', 'Optional; an IP address')}
    </SideModalForm>
  )
}

const neighborColumns = [
  { header: 'System name', cell: (n: LldpNeighbor) => n.systemName ?? none },
  { header: 'Chassis ID', cell: (n: LldpNeighbor) => <code>{n.chassisId}</code> },
  { header: 'Remote port', cell: (n: LldpNeighbor) => n.linkName },
  { header: 'Port description', cell: (n: LldpNeighbor) => n.linkDescription ?? none },
  { header: 'System description', cell: (n: LldpNeighbor) => n.systemDescription ?? none },
  {
    header: 'Management IP',
    cell: (n: LldpNeighbor) =>
      n.managementIp
        .map((m) =>
          'ipAddr' in m.addr ? m.addr.ipAddr : m.addr.iEEE802.map((b) => b.toString(16).padStart(2, '0')).join(':'),
        )
        .join(', ') || none,
  },
  {
    header: 'First seen',
    cell: (n: LldpNeighbor) => <time title={formatDateTime(n.firstSeen)}>{timeAgo(n.firstSeen)} ago</time>,
  },
  {
    header: 'Last seen',
    cell: (n: LldpNeighbor) => <time title={formatDateTime(n.lastSeen)}>{timeAgo(n.lastSeen)} ago</time>,
  },
]

/** /system/networking/switch-ports/:rackId/:switchSlot/:port: link state, applied settings, LLDP configuration and neighbours. */
export default function SwitchPortPage() {
  useFleetAccess()
  const { rackId, switchSlot, port } = useParams<{ rackId: string; switchSlot: string; port: string }>()
  const sel = { path: { port }, query: { rackId, switchSlot: switchSlot as SwitchSlot } }
  // the status call names the port exactly: an unknown port is the Not found page
  const status = useQuery('networkingSwitchPortStatus', sel, { throwOnError: true })
  const ports = useList('networkingSwitchPortList', { query: {} })
  const row = ports.data?.items.find((p) => p.rackId === rackId && p.switchSlot === switchSlot && p.portName === port)
  const lldp = useQuery('networkingSwitchPortLldpConfigView', sel)
  const neighbors = useList('networkingSwitchPortLldpNeighbors', {
    path: { port, rackId, switchSlot: switchSlot as SwitchSlot },
    query: {},
  })
  const [dialog, setDialog] = useState<'apply' | 'lldp' | null>(null)
  const actions = useSwitchPortActions(() => setDialog('apply'), { withView: false })
  const link = status.data === undefined ? undefined : linkStatus(status.data)
  const c = lldp.data
  return (
    <>
      <PageHeader docs="rackNetworking" title={`${switchSlot} ${port}`}>
        {row && <ActionMenu label={`${portLabel(row)} actions`} actions={actions(row)} />}
      </PageHeader>
      <PropertiesList
        items={[
          ['Switch', switchSlot],
          ['Port', port],
          ['Rack', <code>{rackId}</code>],
          ['Link', link ? <Badge color={statusColor[link]}>{link}</Badge> : <span className="muted">…</span>],
          ...linkDetails(status.data),
          [
            'Settings',
            row ? (
              <PortSettingsName id={row.portSettingsId} />
            ) : ports.error ? (
              <ReadFailed what="Settings" message={ports.error.error.message} onRetry={() => void ports.mutate()} />
            ) : (
              <span className="muted">…</span>
            ),
          ],
        ]}
      />
      <section aria-label="LLDP configuration">
        <div className="section-header">
          <h2>LLDP configuration</h2>
          <Button
            write
            onClick={() => setDialog('lldp')}
            disabledReason={
              c
                ? undefined
                : lldp.error
                  ? 'The LLDP configuration could not be loaded'
                  : 'Loading the LLDP configuration'
            }
          >
            Edit LLDP configuration
          </Button>
        </div>
        {lldp.error && !c ? (
          <ErrorBox title="Could not load the LLDP configuration" onRetry={() => lldp.mutate()}>
            {lldp.error.message}
          </ErrorBox>
        ) : !c ? (
          <p className="muted">Loading…</p>
        ) : (
          <PropertiesList
            items={[
              ['LLDP', c.enabled ? <Badge>enabled</Badge> : <Badge color="neutral">disabled</Badge>],
              ['Chassis ID', c.chassisId || none],
              ['Port ID', c.linkName || none],
              ['Port description', c.linkDescription || none],
              ['System name', c.systemName || none],
              ['System description', c.systemDescription || none],
              ['Management IP', c.managementIp || none],
            ]}
          />
        )}
      </section>
      <section aria-label="LLDP neighbours">
        <h2>LLDP neighbours</h2>
        <ArrayTable<LldpNeighbor>
          label="LLDP neighbours"
          rows={neighbors.data?.items}
          error={neighbors.error?.error}
          retry={() => neighbors.mutate()}
          rowKey={(n) => `${n.chassisId}-${n.linkName}`}
          columns={neighborColumns}
          empty="No LLDP neighbours seen on this port"
        />
      </section>
      {dialog === 'apply' && row && <ApplySettingsModal port={row} onClose={() => setDialog(null)} />}
      {dialog === 'lldp' && c && (
        <LldpForm
          port={row ?? { id: '', portName: port, rackId, switchSlot: switchSlot as SwitchSlot }}
          config={c}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  )
}
