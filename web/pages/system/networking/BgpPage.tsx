import { useState } from 'react'
import type { BgpAnnounceSet, BgpConfig, BgpExported, BgpImported, BgpPeerStatus } from '../../../api/generated/types'
import { useList, useQuery } from '../../../api/reads'
import { ALL_PAGE_SIZE } from '../../../api/all-items'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import { Button, LinkButton } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import { SelectField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { Modal } from '../../../ui/Modal'
import { PageHeader } from '../../../ui/PageHeader'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/list/ListTable'
import { createdCol, descriptionCol, nameCol } from '../../common/list/columns'
import { useFleetAccess } from '../use-fleet-access'
import { ArrayTable } from '../../common/list/ArrayTable'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'
import { BgpConfigEditForm } from './BgpConfigEditForm'
import { BgpConfigForm } from './BgpConfigForm'
import { AnnounceSetForm, EditAnnounceSet } from './AnnounceSetForm'

/** Uptime from a state duration in milliseconds, e.g. "2d 3h 4m". */
function formatUptime(ms: number): string {
  const s = Math.floor(ms / 1000)
  const d = Math.floor(s / 86400)
  const h = Math.floor((s % 86400) / 3600)
  const m = Math.floor((s % 3600) / 60)
  if (d) return `${d}d ${h}h ${m}m`
  if (h) return `${h}h ${m}m`
  if (m) return `${m}m ${s % 60}s`
  return `${s}s`
}

const configColumns: Column<BgpConfig>[] = [
  nameCol<BgpConfig>(),
  descriptionCol,
  { header: 'ASN', cell: (c) => c.asn },
  { header: 'VRF', cell: (c) => c.vrf || '—' },
  createdCol,
]

function Announcements({ set, onClose }: { set: string; onClose: () => void }) {
  const q = useQuery('networkingBgpAnnouncementList', { path: { announceSet: set } })
  return (
    <Modal open onClose={onClose} title={`Announcements in ${set}`}>
      <ArrayTable
        label="Announcements"
        rows={q.data}
        error={q.error?.error}
        retry={() => q.mutate()}
        rowKey={(a) => a.network}
        columns={[
          { header: 'Network', cell: (a) => a.network },
          { header: 'Address lot block', cell: (a) => <code>{a.addressLotBlockId}</code> },
        ]}
        empty="No announcements"
      />
      <Button onClick={onClose}>Close</Button>
    </Modal>
  )
}

type Dialog =
  | { kind: 'config' }
  | { kind: 'config-edit'; config: BgpConfig }
  | { kind: 'set-new' }
  | { kind: 'set-edit'; set: BgpAnnounceSet }
  | { kind: 'view'; set: string }
  | null

const configDeleteParams = (c: BgpConfig) => ({ query: { nameOrId: c.name } })
const setDeleteParams = (s: BgpAnnounceSet) => ({ path: { announceSet: s.name } })

export default function BgpPage() {
  useFleetAccess()
  const confirm = useConfirmedWrite()
  const [dialog, setDialog] = useState<Dialog>(null)
  const close = () => setDialog(null)
  const sets = useList('networkingBgpAnnounceSetList', {})
  const status = useQuery('networkingBgpStatus', {})
  const exported = useQuery('networkingBgpExported', {})
  const configs = useList('networkingBgpConfigList', { query: {} })
  const asns = [...new Set((configs.data?.items ?? []).map((c) => c.asn))]
  const [asnChoice, setAsn] = useState('')
  const asn = asnChoice || (asns[0] !== undefined ? String(asns[0]) : '')
  const imported = useQuery('networkingBgpImported', { query: { asn: Number(asn) } }, { enabled: !!asn })

  const configActions = (c: BgpConfig): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => setDialog({ kind: 'config-edit', config: c }) },
    confirm.menuDelete({
      kind: 'BGP configuration',
      name: c.name,
      method: 'networkingBgpConfigDelete',
      params: configDeleteParams(c),
    }),
  ]
  const setActions = (s: BgpAnnounceSet): MenuAction[] => [
    { label: 'View announcements', onSelect: () => setDialog({ kind: 'view', set: s.name }) },
    { label: 'Update', onSelect: () => setDialog({ kind: 'set-edit', set: s }) },
    confirm.menuDelete({
      kind: 'announce set',
      name: s.name,
      extra: 'A set used by a BGP configuration cannot be deleted.',
      method: 'networkingBgpAnnounceSetDelete',
      params: setDeleteParams(s),
    }),
  ]

  return (
    <>
      <PageHeader docs="rackNetworking" title="BGP">
        <LinkButton href={to.bgpMessages()}>Message history</LinkButton>
      </PageHeader>
      <section aria-label="BGP configurations">
        <div className="section-header">
          <h2>Configurations</h2>
          <Button write variant="primary" onClick={() => setDialog({ kind: 'config' })}>
            New BGP configuration
          </Button>
        </div>
        <ListTable<BgpConfig>
          label="BGP configurations"
          method="networkingBgpConfigList"
          params={{}}
          sortable
          columns={configColumns}
          rowActions={configActions}
          empty={
            <EmptyState
              title="No BGP configurations"
              body="A BGP configuration sets the rack's ASN and the announce set it advertises."
            />
          }
        />
      </section>
      <section aria-label="Announce sets">
        <div className="section-header">
          <h2>Announce sets</h2>
          <Button write onClick={() => setDialog({ kind: 'set-new' })}>
            New announce set
          </Button>
        </div>
        <ArrayTable<BgpAnnounceSet>
          label="Announce sets"
          rows={sets.data?.items}
          error={sets.error?.error}
          retry={() => sets.mutate()}
          rowKey={(s) => s.id}
          columns={[nameCol<BgpAnnounceSet>(), descriptionCol, createdCol]}
          rowActions={setActions}
          empty="No announce sets"
        />
        {sets.truncated && (
          <p role="status">
            Showing the first {ALL_PAGE_SIZE.toLocaleString('en-US')} announce sets: the API answers this list without a
            way to ask for the rest.
          </p>
        )}
      </section>
      <section aria-label="Peer status">
        <h2>Peer status</h2>
        <ArrayTable<BgpPeerStatus>
          label="BGP peers"
          rows={status.data}
          error={status.error?.error}
          retry={() => status.mutate()}
          rowKey={(p) => `${p.switch}-${p.addr}`}
          columns={[
            { header: 'Peer', cell: (p) => p.addr },
            { header: 'Switch', cell: (p) => p.switch },
            { header: 'Local ASN', cell: (p) => p.localAsn },
            { header: 'Remote ASN', cell: (p) => p.remoteAsn },
            { header: 'State', cell: (p) => p.state },
            { header: 'Uptime', cell: (p) => formatUptime(p.stateDurationMillis) },
          ]}
          empty="No BGP peers"
        />
      </section>
      <section aria-label="Imported routes">
        <h2>Imported routes</h2>
        {asns.length > 1 && (
          <SelectField
            status={<AllItemsStatus state={configs} noun="BGP configurations" onRetry={() => void configs.mutate()} />}
            label="ASN"
            value={asn}
            options={asns.map((a) => ({ value: String(a), label: String(a) }))}
            onValue={setAsn}
          />
        )}
        {asn ? (
          <ArrayTable<BgpImported>
            label="Imported routes"
            rows={imported.data}
            error={imported.error?.error}
            retry={() => imported.mutate()}
            rowKey={(r) => `${r.switch}-${r.prefix}-${r.nexthop}`}
            columns={[
              { header: 'Prefix', cell: (r) => r.prefix },
              { header: 'Next hop', cell: (r) => r.nexthop },
              { header: 'Switch', cell: (r) => r.switch },
              { header: 'Router ID', cell: (r) => r.id },
            ]}
            empty="No imported routes"
          />
        ) : (
          <p className="empty">Imported routes appear once a BGP configuration exists.</p>
        )}
      </section>
      <section aria-label="Exported routes">
        <h2>Exported routes</h2>
        <ArrayTable<BgpExported>
          label="Exported routes"
          rows={exported.data}
          error={exported.error?.error}
          retry={() => exported.mutate()}
          rowKey={(r) => `${r.switch}-${r.peerId}-${r.prefix}`}
          columns={[
            { header: 'Prefix', cell: (r) => r.prefix },
            { header: 'Peer', cell: (r) => r.peerId },
            { header: 'Switch', cell: (r) => r.switch },
          ]}
          empty="No exported routes"
        />
      </section>
      {dialog?.kind === 'config' && <BgpConfigForm onClose={close} />}
      {dialog?.kind === 'config-edit' && <BgpConfigEditForm config={dialog.config} onClose={close} />}
      {dialog?.kind === 'set-new' && <AnnounceSetForm onClose={close} />}
      {dialog?.kind === 'set-edit' && <EditAnnounceSet set={dialog.set} onClose={close} />}
      {dialog?.kind === 'view' && <Announcements set={dialog.set} onClose={close} />}
    </>
  )
}
