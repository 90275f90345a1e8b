import type { useAllItems } from '../../../api/all-items'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SelectField } from '../../../ui/Field'
import { TextFields, rowField } from '../../common/fields/TextFields'
import { newPeer, type PeerRow } from './port-settings-form'
import {
  Group,
  LinkSelect,
  NAME_A_LINK,
  RowGroup,
  patchRow,
  set,
  without,
  type SectionProps,
} from './port-settings-parts'

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
            <LinkSelect
              row={n}
              value={p.link}
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
            <TextFields
              prefix={n}
              field={rowField(p, e, (patch) => setPeer(i, patch))}
              fields={[
                { key: 'address', label: 'address', required: true, hint: "The peer's IP address" },
                { key: 'holdTime', label: 'hold time', required: true, inputMode: 'numeric' },
                { key: 'idleHoldTime', label: 'idle hold time', required: true, inputMode: 'numeric' },
                { key: 'connectRetry', label: 'connect retry', required: true, inputMode: 'numeric' },
                { key: 'keepalive', label: 'keepalive', required: true, inputMode: 'numeric' },
              ]}
            />
          </RowGroup>
        )
      })}
    </Group>
  )
}
