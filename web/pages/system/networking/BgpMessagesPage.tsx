import { useSearchParams } from 'wouter'
import { useList, useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { Badge } from '../../../ui/Badge'
import { LinkButton } from '../../../ui/Button'
import { SelectField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { PageHeader } from '../../../ui/PageHeader'
import { Spinner } from '../../../ui/Spinner'
import type { Column } from '../../../ui/Table'
import { formatDateTime } from '../../../util/time'
import { useFleetAccess } from '../use-fleet-access'
import { bgpMessageDirectionColor } from '../../../api/rules/bgp'
import { peerHistories, type MessageRow } from './bgp-history'
import { ErrorBox } from '../../../ui/ErrorBox'
import { ArrayTable } from '../../common/list/ArrayTable'

const columns: Column<MessageRow>[] = [
  {
    header: 'Time',
    cell: (m: MessageRow) =>
      m.time ? (
        <time dateTime={m.time.toISOString()}>{formatDateTime(m.time, { seconds: true })}</time>
      ) : (
        <span className="muted">—</span>
      ),
  },
  {
    header: 'Direction',
    cell: (m: MessageRow) => <Badge color={bgpMessageDirectionColor[m.direction]}>{m.direction}</Badge>,
  },
  { header: 'Message', cell: (m: MessageRow) => <strong>{m.type}</strong>, sortValue: (m) => m.type },
  {
    header: 'Details',
    cell: (m: MessageRow) => (
      <>
        {m.summary || <span className="muted">—</span>}
        <details>
          <summary>Raw</summary>
          <pre>{JSON.stringify(m.raw, null, 2)}</pre>
        </details>
      </>
    ),
  },
]

/** /system/networking/bgp-messages?asn=N: the messages exchanged with each BGP peer, per switch, for one of the rack's ASNs. */
export default function BgpMessagesPage() {
  useFleetAccess()
  const [search, setSearch] = useSearchParams()
  const configs = useList('networkingBgpConfigList', { query: {} })
  const asns = [...new Set((configs.data?.items ?? []).map((c) => c.asn))].sort((a, b) => a - b)
  // default to an ASN that has peers (the one in the peer status), else the lowest
  const status = useQuery('networkingBgpStatus', {})
  const peered = asns.find((a) => status.data?.some((p) => p.localAsn === a)) ?? asns[0]
  const asked = search.get('asn')
  const statusSettled = status.data !== undefined || status.error !== undefined
  const asn =
    asked && asns.includes(Number(asked)) ? asked : peered !== undefined && statusSettled ? String(peered) : ''
  const history = useQuery(
    'networkingBgpMessageHistory',
    { query: { asn: Number(asn) } },
    { enabled: !!asn, refreshInterval: 10_000 },
  )
  const peers = history.data ? peerHistories(history.data) : undefined

  let body
  if (configs.error && !configs.data)
    body = (
      <ErrorBox title="Could not load BGP configurations" onRetry={() => configs.mutate()}>
        {configs.error.message}
      </ErrorBox>
    )
  else if (!configs.data || (!asn && asns.length > 0 && !statusSettled))
    body = <Spinner label="Loading BGP configurations" />
  else if (!asn) body = <p className="empty">Message history appears once a BGP configuration exists.</p>
  else if (history.error && !history.data)
    body = (
      <ErrorBox title="Could not load the message history" onRetry={() => history.mutate()}>
        {history.error.message}
      </ErrorBox>
    )
  else if (!peers) body = <Spinner label="Loading the message history" />
  else if (peers.length === 0)
    body = <p className="empty">No BGP messages for ASN {asn}: no peer of this ASN has exchanged any yet.</p>
  else
    body = peers.map((p) => {
      const label = `Messages with ${p.peer} on ${p.switch}`
      return (
        <section key={`${p.switch}-${p.peer}`} aria-label={label}>
          <h2>
            {p.peer} <span className="muted">on {p.switch}</span>
          </h2>
          {p.unreadable !== undefined ? (
            <pre>{p.unreadable}</pre>
          ) : (
            <ArrayTable<MessageRow>
              label={label}
              // each peer's table filters and sorts apart
              scope={`${p.switch}-${p.peer}`}
              rows={p.rows}
              columns={columns}
              error={history.error}
              retry={() => void history.mutate()}
              validating={history.isValidating}
              rowKey={(m) => `${m.direction}-${m.time?.getTime()}-${p.rows.indexOf(m)}`}
              rowName={(m) => `${m.direction} ${m.type}`}
              empty="No messages"
            />
          )}
        </section>
      )
    })

  return (
    <>
      <PageHeader docs="rackNetworking" title="BGP message history">
        <LinkButton href={to.rackBgp()}>Back to BGP</LinkButton>
      </PageHeader>
      {asns.length > 0 && (
        <SelectField
          status={<AllItemsStatus state={configs} noun="BGP configurations" onRetry={() => void configs.mutate()} />}
          label="ASN"
          value={asn}
          options={asns.map((a) => ({
            value: String(a),
            label: `${a} (${configs
              .data!.items.filter((c) => c.asn === a)
              .map((c) => c.name)
              .join(', ')})`,
          }))}
          onValue={(a) => setSearch({ asn: a })}
          hint="Messages exchanged by the peers of this ASN, newest first"
        />
      )}
      {body}
    </>
  )
}
