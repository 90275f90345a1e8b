import { useState } from 'react'
import { useParams } from 'wouter'
import type { ProbeInfo } from '../../../api/generated/types'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import type { Column } from '../../../ui/Table'
import { ListPage } from '../../common/list/ListPage'
import { nameCol } from '../../common/list/columns'
import { useQuickActions } from '../../layout/quick-actions'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'
import { DetailModal, idItem } from '../../common/DetailModal'
import { useRouteQueries, type ListRoute } from '../../../routing/route-data'

function privateIps(p: ProbeInfo): string[] {
  const c = p.interface.ipConfig
  return c.type === 'dual_stack' ? [c.value.v4.ip, c.value.v6.ip] : [c.value.ip]
}

const columns: Column<ProbeInfo>[] = [
  nameCol<ProbeInfo>(),
  { header: 'Sled', cell: (p) => <code>{p.sled}</code> },
  { header: 'Private IP', cell: (p) => <code>{privateIps(p).join(', ')}</code> },
  {
    header: 'External IPs',
    cell: (p) =>
      p.externalIps.length ? (
        p.externalIps.map((e) => `${e.ip} (${e.kind})`).join(', ')
      ) : (
        <span className="muted">—</span>
      ),
  },
]

function useProbeActions(project: string, view: (probe: ProbeInfo) => void) {
  const confirm = useConfirmedWrite()
  return (probe: ProbeInfo): MenuAction[] => [
    { label: 'View details', onSelect: () => view(probe) },
    confirm.menuDelete({
      kind: 'probe',
      name: probe.name,
      method: 'probeDelete',
      params: { path: { probe: probe.name }, query: { project } },
    }),
  ]
}

export default function ProbesPage() {
  const { list } = useRouteQueries<ListRoute>()
  const { project } = useParams<{ project: string }>()
  const [viewing, setViewing] = useState<string>()
  const actions = useProbeActions(project, (p) => setViewing(p.name))
  useQuickActions([{ label: 'New probe', group: 'Actions', href: to.probesNew({ project }) }])
  return (
    <>
      <ListPage<ProbeInfo>
        title={list.label}
        create={{ label: 'New probe', href: to.probesNew({ project }) }}
        empty={{ title: 'No probes', body: 'Create a probe to test external connectivity from a sled.' }}
        {...list}
        columns={columns}
        rowActions={actions}
      >
        <p className="muted">
          Probes are network test endpoints placed on a sled, with an address from an IP pool. This API is experimental.
        </p>
      </ListPage>
      {viewing && (
        <DetailModal
          title={`Probe ${viewing}`}
          method="probeView"
          params={{ path: { probe: viewing }, query: { project } }}
          onClose={() => setViewing(undefined)}
          items={(p) => [
            ['Name', p.name],
            idItem(p.id),
            ['Sled', <code>{p.sled}</code>],
            ['Interface', `${p.interface.name} (slot ${p.interface.slot}${p.interface.primary ? ', primary' : ''})`],
            ['Private IP', <code>{privateIps(p).join(', ')}</code>],
            ['MAC address', <code>{p.interface.mac}</code>],
            ['VNI', p.interface.vni],
            [
              'External IPs',
              p.externalIps.length
                ? p.externalIps.map((e) => `${e.ip} (${e.kind}, ${e.firstPort}-${e.lastPort})`).join(', ')
                : '—',
            ],
          ]}
        />
      )}
    </>
  )
}
