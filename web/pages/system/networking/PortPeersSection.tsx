import type { BgpConfig } from '../../../api/generated/types'
import type { WholeList } from '../../../api/reads'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { LinkedRowsGroup } from './LinkedRowsGroup'
import { newPeer } from './port-settings-form'
import type { SectionProps } from './port-settings-parts'

/** Routers to peer with over the links, using one of the rack's BGP configurations. */
export function PortPeersSection({ configs, ...section }: SectionProps & { configs: WholeList<BgpConfig> }) {
  const noConfigs = configs.data && configs.data.items.length === 0 && section.v.peers.length > 0
  return (
    <LinkedRowsGroup
      section={section}
      rows="peers"
      title="BGP peers"
      hint="Routers to peer with over a link, using one of the rack's BGP configurations. Times are in seconds."
      addLabel="Add BGP peer"
      rowLabel="BGP peer"
      newRow={newPeer}
      notice={
        configs.error && !configs.loaded ? (
          <p role="status">
            <AllItemsStatus state={configs} noun="BGP configurations" onRetry={() => void configs.mutate()} />
          </p>
        ) : (
          noConfigs && <p className="muted">No BGP configurations yet: create one on the BGP page first.</p>
        )
      }
      picker={{
        key: 'bgpConfig',
        label: 'BGP configuration',
        placeholder: 'Select a configuration',
        options: (configs.data?.items ?? []).map((c) => ({ value: c.name, label: `${c.name} (ASN ${c.asn})` })),
        status: <AllItemsStatus state={configs} noun="BGP configurations" onRetry={() => void configs.mutate()} />,
      }}
      fields={[
        { key: 'address', label: 'address', required: true, hint: "The peer's IP address" },
        { key: 'holdTime', label: 'hold time', required: true, inputMode: 'numeric' },
        { key: 'idleHoldTime', label: 'idle hold time', required: true, inputMode: 'numeric' },
        { key: 'connectRetry', label: 'connect retry', required: true, inputMode: 'numeric' },
        { key: 'keepalive', label: 'keepalive', required: true, inputMode: 'numeric' },
      ]}
    />
  )
}
