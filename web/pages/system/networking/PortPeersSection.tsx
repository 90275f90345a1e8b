import type { useAllItems } from '../../../api/all-items'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SelectField, TextField } from '../../../ui/Field'
import { newPeer, type PeerRow } from './port-settings-form'
import { Group, NAME_A_LINK, RowGroup, patchRow, set, without, type SectionProps } from './port-settings-parts'

/** Routers to peer with over the links, using one of the rack's BGP configurations. */
export function PortPeersSection({
  v,
  setV,
  shown,
  linkOptions,
  firstLink,
  configs,
}: SectionProps & { configs: ReturnType<typeof useAllItems<'networkingBgpConfigList'>> }) {
  const configOptions = (configs.data?.items ?? []).map((c) => ({ value: c.name, label: `${c.name} (ASN ${c.asn})` }))
  const setPeer = patchRow(setV, 'peers') as (i: number, p: Partial<PeerRow>) => void
  return (
    <Group
      title="BGP peers"
      hint="Routers to peer with over a link, using one of the rack's BGP configurations. Times are in seconds."
      addLabel="Add BGP peer"
      addDisabled={firstLink ? undefined : NAME_A_LINK}
      onAdd={() => set(setV, { peers: [...v.peers, newPeer(firstLink)] })}
    >
      {configs.data && configs.data.items.length === 0 && v.peers.length > 0 && (
        <p className="muted">No BGP configurations yet: create one on the BGP page first.</p>
      )}
      {v.peers.map((p, i) => {
        const e = shown.peer?.[i] ?? {}
        const n = `BGP peer ${i + 1}`
        return (
          <RowGroup key={i} label={n} onRemove={() => set(setV, { peers: without(v.peers, i) })}>
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
  )
}
