import type { ReactNode } from 'react'
import { useLocation } from 'wouter'
import type { LinkFec, LinkSpeed, SwitchPortGeometry } from '../../../api/generated/types'
import { useAllItems } from '../../../api/all-items'
import { useApiMutation } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { Button, LinkButton } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { CheckboxField, SelectField, TextField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { PageHeader } from '../../../ui/PageHeader'
import { FormErrors } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { useFormState } from '../../../ui/use-form'
import { useFleetAccess } from '../use-fleet-access'
import {
  fecOptions,
  geometryOptions,
  newAddress,
  newLink,
  newPeer,
  newRoute,
  portSettingsDefaults,
  portSettingsErrorList,
  speedOptions,
  toPortSettingsBody,
  validatePortSettings,
  type AddressRow,
  type LinkRow,
  type PeerRow,
  type PortSettingsValues,
  type RouteRow,
} from './port-settings-form'

/** One row of a repeated group (a link, an address…): its fields side by side, with a remove button. */
function RowGroup({ label, onRemove, children }: { label: string; onRemove?: () => void; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={label}
      className="row"
      style={{
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        borderBottom: '1px solid var(--border)',
        paddingBottom: '.5rem',
      }}
    >
      {children}
      {onRemove && (
        <Button size="sm" onClick={onRemove}>
          Remove {label.replace(/^[A-Z][a-z]/, (c) => c.toLowerCase())}
        </Button>
      )}
    </div>
  )
}

function Group({
  title,
  hint,
  addLabel,
  onAdd,
  addDisabled,
  children,
}: {
  title: string
  hint: string
  addLabel: string
  onAdd: () => void
  addDisabled?: string
  children: ReactNode
}) {
  return (
    <fieldset className="stack">
      <legend>{title}</legend>
      <p className="muted" style={{ margin: 0 }}>
        {hint}
      </p>
      {children}
      <div>
        <Button size="sm" onClick={onAdd} disabledReason={addDisabled}>
          {addLabel}
        </Button>
      </div>
    </fieldset>
  )
}

/** /system/networking/port-settings-new: a full-page structured form (links, addresses, routes, BGP peers). State lives here, so a refused submit keeps everything typed. */
export default function PortSettingsCreatePage() {
  useFleetAccess()
  const [, navigate] = useLocation()
  // every lot and configuration, not a first page: the pickers say so when they could not read them all
  const lots = useAllItems('networkingAddressLotList', { query: {} })
  const configs = useAllItems('networkingBgpConfigList', { query: {} })
  const create = useApiMutation('networkingSwitchPortSettingsCreate', {
    onSuccess: (s) => {
      addToast({ content: `Switch port settings ${s.name} created` })
      navigate(pb.portSettings({ portSettings: s.name }))
    },
  })

  const form = useFormState({
    initial: portSettingsDefaults,
    validate: validatePortSettings,
    // every problem is listed at the top as well once submitted ('Link 1: MTU must be…')
    summary: portSettingsErrorList,
    sent: (values) => ({ body: toPortSettingsBody(values) }),
    onSubmit: (params) => {
      if (!create.pending) create.mutate(params)
    },
    request: (params) => requestPreview('networkingSwitchPortSettingsCreate', params),
  })
  const { values: v, setValues: setV, shown } = form
  const set = (patch: Partial<PortSettingsValues>) => setV((old) => ({ ...old, ...patch }))

  const linkNames = v.links.map((l) => l.name.trim()).filter(Boolean)
  const linkOptions = linkNames.map((n) => ({ value: n, label: n }))
  const firstLink = linkNames[0] ?? ''
  const maxLinks = geometryOptions.find((g) => g.value === v.geometry)?.links ?? 1
  const lotOptions = (lots.data?.items ?? []).map((l) => ({ value: l.name, label: l.name }))
  const configOptions = (configs.data?.items ?? []).map((c) => ({ value: c.name, label: `${c.name} (ASN ${c.asn})` }))

  /** Renaming a link carries the rows on it along. */
  const setLink = (i: number, patch: Partial<LinkRow>) =>
    setV((old) => {
      const before = old.links[i].name
      const rename = <R extends { link: string }>(rows: R[]) =>
        patch.name === undefined ? rows : rows.map((r) => (r.link === before ? { ...r, link: patch.name! } : r))
      return {
        ...old,
        links: old.links.map((l, j) => (j === i ? { ...l, ...patch } : l)),
        addresses: rename(old.addresses),
        routes: rename(old.routes),
        peers: rename(old.peers),
      }
    })
  const patchRow =
    <K extends 'addresses' | 'routes' | 'peers'>(key: K) =>
    (i: number, patch: Partial<PortSettingsValues[K][number]>) =>
      setV((old) => ({ ...old, [key]: (old[key] as object[]).map((r, j) => (j === i ? { ...r, ...patch } : r)) }))
  const setAddress = patchRow('addresses') as (i: number, p: Partial<AddressRow>) => void
  const setRoute = patchRow('routes') as (i: number, p: Partial<RouteRow>) => void
  const setPeer = patchRow('peers') as (i: number, p: Partial<PeerRow>) => void
  const without = <T,>(rows: T[], i: number) => rows.filter((_, j) => j !== i)

  return (
    <>
      <PageHeader docs="rackNetworking" title="Create switch port settings" />
      <form
        className="stack"
        style={{ maxWidth: '56rem' }}
        noValidate
        aria-label="Create switch port settings"
        onSubmit={(e) => {
          e.preventDefault()
          form.submit()
        }}
      >
        <FormErrors errors={[...form.summary, ...(create.error ? [create.error.message] : [])]} />
        <NameDescriptionFields
          values={v}
          nameError={shown.name}
          onName={(name) => set({ name })}
          onDescription={(description) => set({ description })}
        />
        <SelectField
          label="Port geometry"
          required
          value={v.geometry}
          options={geometryOptions.map((g) => ({ value: g.value, label: g.label }))}
          onValue={(geometry) => set({ geometry: geometry as SwitchPortGeometry })}
          hint="How the port's lanes are split into links"
        />

        <Group
          title="Links"
          hint="Layer 2 links of the port: phy0 on a port that is not broken out, phy0–phy3 on a 4× breakout."
          addLabel="Add link"
          addDisabled={
            v.links.length >= maxLinks
              ? `A ${v.geometry} port has at most ${maxLinks} link${maxLinks === 1 ? '' : 's'}`
              : undefined
          }
          onAdd={() => set({ links: [...v.links, newLink(v.links.length)] })}
        >
          {shown.links && (
            <div className="field-error" role="alert">
              {shown.links}
            </div>
          )}
          {v.links.map((l, i) => {
            const e = shown.link?.[i] ?? {}
            const n = `Link ${i + 1}`
            return (
              <RowGroup
                key={i}
                label={n}
                onRemove={v.links.length > 1 ? () => set({ links: without(v.links, i) }) : undefined}
              >
                <TextField
                  label={`${n} name`}
                  required
                  value={l.name}
                  onValue={(name) => setLink(i, { name })}
                  error={e.name}
                  autoComplete="off"
                />
                <TextField
                  label={`${n} MTU`}
                  required
                  inputMode="numeric"
                  value={l.mtu}
                  onValue={(mtu) => setLink(i, { mtu })}
                  error={e.mtu}
                  autoComplete="off"
                />
                <SelectField
                  label={`${n} speed`}
                  required
                  value={l.speed}
                  options={speedOptions}
                  onValue={(speed) => setLink(i, { speed: speed as LinkSpeed })}
                />
                <SelectField
                  label={`${n} FEC`}
                  value={l.fec}
                  options={fecOptions}
                  onValue={(fec) => setLink(i, { fec: fec as LinkFec | '' })}
                />
                <CheckboxField
                  label={`${n} autonegotiation`}
                  checked={l.autoneg}
                  onChecked={(autoneg) => setLink(i, { autoneg })}
                />
                <CheckboxField
                  label={`${n} LLDP enabled`}
                  checked={l.lldp}
                  onChecked={(lldp) => setLink(i, { lldp })}
                />
                <CheckboxField
                  label={`${n} IPv6 enabled`}
                  checked={l.v6}
                  onChecked={(v6) => setLink(i, { v6 })}
                  hint="Gives the link's interface an IPv6 link-local address"
                />
              </RowGroup>
            )
          })}
        </Group>

        <Group
          title="Addresses"
          hint="Layer 3 addresses on a link, each drawn from a block of an address lot."
          addLabel="Add address"
          addDisabled={firstLink ? undefined : 'Name a link first'}
          onAdd={() => set({ addresses: [...v.addresses, newAddress(firstLink)] })}
        >
          {v.addresses.map((a, i) => {
            const e = shown.address?.[i] ?? {}
            const n = `Address ${i + 1}`
            return (
              <RowGroup key={i} label={n} onRemove={() => set({ addresses: without(v.addresses, i) })}>
                <SelectField
                  label={`${n} link`}
                  required
                  value={a.link}
                  placeholder="Select a link"
                  options={linkOptions}
                  onValue={(link) => setAddress(i, { link })}
                  error={e.link}
                />
                <SelectField
                  label={`${n} address lot`}
                  required
                  value={a.lot}
                  placeholder="Select an address lot"
                  options={lotOptions}
                  status={<AllItemsStatus state={lots} noun="address lots" onRetry={() => void lots.mutate()} />}
                  onValue={(lot) => setAddress(i, { lot })}
                  error={e.lot}
                />
                <TextField
                  label={`${n} address`}
                  required
                  value={a.address}
                  onValue={(address) => setAddress(i, { address })}
                  error={e.address}
                  hint="An IP network, e.g. 192.0.2.20/24"
                  autoComplete="off"
                />
                <TextField
                  label={`${n} VLAN ID`}
                  inputMode="numeric"
                  value={a.vlan}
                  onValue={(vlan) => setAddress(i, { vlan })}
                  error={e.vlan}
                  hint="Optional"
                  autoComplete="off"
                />
              </RowGroup>
            )
          })}
        </Group>

        <Group
          title="Routes"
          hint="Static routes out of a link, e.g. a default route 0.0.0.0/0 to the upstream router."
          addLabel="Add route"
          addDisabled={firstLink ? undefined : 'Name a link first'}
          onAdd={() => set({ routes: [...v.routes, newRoute(firstLink)] })}
        >
          {v.routes.map((r, i) => {
            const e = shown.route?.[i] ?? {}
            const n = `Route ${i + 1}`
            return (
              <RowGroup key={i} label={n} onRemove={() => set({ routes: without(v.routes, i) })}>
                <SelectField
                  label={`${n} link`}
                  required
                  value={r.link}
                  placeholder="Select a link"
                  options={linkOptions}
                  onValue={(link) => setRoute(i, { link })}
                  error={e.link}
                />
                <TextField
                  label={`${n} destination`}
                  required
                  value={r.dst}
                  onValue={(dst) => setRoute(i, { dst })}
                  error={e.dst}
                  hint="An IP network"
                  autoComplete="off"
                />
                <TextField
                  label={`${n} gateway`}
                  required
                  value={r.gw}
                  onValue={(gw) => setRoute(i, { gw })}
                  error={e.gw}
                  hint="An IP address"
                  autoComplete="off"
                />
                <TextField
                  label={`${n} VLAN ID`}
                  inputMode="numeric"
                  value={r.vid}
                  onValue={(vid) => setRoute(i, { vid })}
                  error={e.vid}
                  hint="Optional"
                  autoComplete="off"
                />
              </RowGroup>
            )
          })}
        </Group>

        <Group
          title="BGP peers"
          hint="Routers to peer with over a link, using one of the rack's BGP configurations. Times are in seconds."
          addLabel="Add BGP peer"
          addDisabled={firstLink ? undefined : 'Name a link first'}
          onAdd={() => set({ peers: [...v.peers, newPeer(firstLink)] })}
        >
          {configs.data && configs.data.items.length === 0 && v.peers.length > 0 && (
            <p className="muted">No BGP configurations yet: create one on the BGP page first.</p>
          )}
          {v.peers.map((p, i) => {
            const e = shown.peer?.[i] ?? {}
            const n = `BGP peer ${i + 1}`
            return (
              <RowGroup key={i} label={n} onRemove={() => set({ peers: without(v.peers, i) })}>
                <SelectField
                  label={`${n} link`}
                  required
                  value={p.link}
                  placeholder="Select a link"
                  options={linkOptions}
                  onValue={(link) => setPeer(i, { link })}
                  error={e.link}
                />
                <SelectField
                  label={`${n} BGP configuration`}
                  required
                  value={p.bgpConfig}
                  placeholder="Select a configuration"
                  options={configOptions}
                  status={
                    <AllItemsStatus state={configs} noun="BGP configurations" onRetry={() => void configs.mutate()} />
                  }
                  onValue={(bgpConfig) => setPeer(i, { bgpConfig })}
                  error={e.bgpConfig}
                />
                <TextField
                  label={`${n} address`}
                  required
                  value={p.address}
                  onValue={(address) => setPeer(i, { address })}
                  error={e.address}
                  hint="The peer's IP address"
                  autoComplete="off"
                />
                <TextField
                  label={`${n} hold time`}
                  required
                  inputMode="numeric"
                  value={p.holdTime}
                  onValue={(holdTime) => setPeer(i, { holdTime })}
                  error={e.holdTime}
                  autoComplete="off"
                />
                <TextField
                  label={`${n} idle hold time`}
                  required
                  inputMode="numeric"
                  value={p.idleHoldTime}
                  onValue={(idleHoldTime) => setPeer(i, { idleHoldTime })}
                  error={e.idleHoldTime}
                  autoComplete="off"
                />
                <TextField
                  label={`${n} connect retry`}
                  required
                  inputMode="numeric"
                  value={p.connectRetry}
                  onValue={(connectRetry) => setPeer(i, { connectRetry })}
                  error={e.connectRetry}
                  autoComplete="off"
                />
                <TextField
                  label={`${n} keepalive`}
                  required
                  inputMode="numeric"
                  value={p.keepalive}
                  onValue={(keepalive) => setPeer(i, { keepalive })}
                  error={e.keepalive}
                  autoComplete="off"
                />
              </RowGroup>
            )
          })}
        </Group>

        <div className="form-actions">
          <CopyRequestButton title="Create switch port settings: CLI / API" request={() => form.request?.()} />
          <LinkButton href={pb.portSettingsList()}>Cancel</LinkButton>
          <Button write type="submit" variant="primary" loading={create.pending}>
            Create port settings
          </Button>
        </div>
      </form>
    </>
  )
}
