import type { Sled, SledInstance, Switch } from '../../../api/generated/types'
import { allItemsStatus } from '../../../api/all-items'
import { useList } from '../../../api/reads'
import { to } from '../../../urls'
import { Link } from '../../../ui/Link'
import { Spinner } from '../../../ui/Spinner'
import { formatBytes, formatNumber } from '../../../util/format'
import { rackRows, usageShare, type Cubby } from './rack-layout'
import { sledPolicyKey, sledPolicyLabel } from '../../../api/rules/sleds'
import { ErrorBox } from '../../../ui/ErrorBox'
import { PartialNotice } from '../../../ui/PartialNotice'
import { PanelBoundary } from '../../../ui/PanelBoundary'

type Usage = { cpus: number; memory: number }

/** A sled's cubby: what the front of the rack shows, and all of it in words for a screen reader. */
export function SledCubby({ sled, usage }: { sled: Sled; usage?: Usage | 'loading' }) {
  const known = usage && usage !== 'loading' ? usage : undefined
  const cpu = known ? usageShare(known.cpus, sled.usableHardwareThreads) : 0
  const mem = known ? usageShare(known.memory, sled.usablePhysicalRam) : 0
  const usageText = known
    ? `CPU ${formatNumber(known.cpus)} of ${formatNumber(sled.usableHardwareThreads)} threads, memory ${formatBytes(known.memory)} of ${formatBytes(sled.usablePhysicalRam)}`
    : usage === 'loading'
      ? 'usage loading'
      : 'usage not available'
  return (
    <Link href={to.sled({ sledId: sled.id })} className={`rack-cubby rack-sled rack-${sledPolicyKey(sled)}`}>
      <span className="rack-slot">Cubby {sled.slot}: </span>
      <span className="rack-serial">{sled.baseboard.serial}</span>{' '}
      <span className="rack-state">
        {sled.state}, {sledPolicyLabel(sled).toLowerCase()}
      </span>
      <span className="visually-hidden">, {usageText}</span>
      <span className="rack-bars" aria-hidden="true">
        <span className="rack-bar" title={`CPU ${Math.round(cpu * 100)}%`}>
          CPU <meter min={0} max={1} value={cpu} />
        </span>
        <span className="rack-bar" title={`Memory ${Math.round(mem * 100)}%`}>
          RAM <meter min={0} max={1} value={mem} />
        </span>
      </span>
    </Link>
  )
}

/** Usage per sled id; undefined while the sleds' instances are still being read. */
type UsageMap = Map<string, Usage> | undefined

function CubbyCell({ cubby, usage }: { cubby: Cubby<Sled>; usage: UsageMap }) {
  return (
    <li>
      {cubby.sled ? (
        <SledCubby sled={cubby.sled} usage={usage ? usage.get(cubby.sled.id) : 'loading'} />
      ) : (
        <div className="rack-cubby rack-empty">Cubby {cubby.slot}: empty</div>
      )}
    </li>
  )
}

export function RackFront({
  rackId,
  sleds,
  switches,
  usage,
  linked,
}: {
  rackId: string
  sleds: Sled[]
  switches: Switch[]
  usage: UsageMap
  /** Link the title to the rack's own page (not on that page). */
  linked: boolean
}) {
  const rows = rackRows(sleds)
  const half = (label: string, list: Cubby<Sled>[][]) => (
    <ol className="rack-half" aria-label={label}>
      {list.flat().map((c) => (
        <CubbyCell key={c.slot} cubby={c} usage={usage} />
      ))}
    </ol>
  )
  return (
    <section className="rack" aria-label={`Rack ${rackId}, front`}>
      <h2 className="rack-title">
        Rack{' '}
        {linked ? (
          <Link href={to.rack({ rackId })}>
            <code>{rackId}</code>
          </Link>
        ) : (
          <code>{rackId}</code>
        )}{' '}
        · {rows.cubbies} cubbies, {sleds.length} sleds
      </h2>
      <div className="rack-frame">
        {half(`Cubbies ${rows.cubbies / 2} to ${rows.cubbies - 1}`, rows.upper)}
        <ul className="rack-switches" aria-label="Switches">
          {switches.map((s, i) => (
            <li key={s.id} className="rack-switch">
              Switch {i}: <Link href={to.switch({ switchId: s.id })}>{s.baseboard.serial}</Link>
            </li>
          ))}
          {switches.length === 0 && <li className="rack-switch">No switches reported</li>}
        </ul>
        {half(`Cubbies 0 to ${rows.cubbies / 2 - 1}`, rows.lower)}
      </div>
      {rows.unplaced.length > 0 && (
        <p className="notice-box">
          {/* a control plane older than the sled slot (API version 2026081200.0.0) says where no sled sits */}
          {rows.unplaced.every((s) => s.slot == null)
            ? 'The control plane does not say which cubby these sleds are in: '
            : 'Sleds without a cubby of their own: '}
          {rows.unplaced.map((s, i) => (
            <span key={s.id}>
              {i > 0 && ', '}
              <Link href={to.sled({ sledId: s.id })}>{s.baseboard.serial}</Link>
            </span>
          ))}
        </p>
      )}
    </section>
  )
}

/**
 * The front of each rack: sleds in their cubbies with state, policy and usage; the switches.
 * With `rackId`, only that rack's front (its own page).
 */
export function RackFronts({ rackId }: { rackId?: string }) {
  // an answer the picture cannot draw fails the picture alone: the rack's page around it stays
  return (
    <PanelBoundary title="Rack front">
      <RackFrontsView rackId={rackId} />
    </PanelBoundary>
  )
}

function RackFrontsView({ rackId }: { rackId?: string }) {
  // every page of each (a view that draws everything must have everything), and each sled's
  // instances in full for its usage; a list cut short is named on the page
  const racks = useList('rackList', { query: {} })
  const sleds = useList('sledList', { query: {} })
  const switches = useList('switchList', { query: {} })
  const sledItems = sleds.items
  const instances = useList(
    'sledInstanceList',
    sleds.data ? sledItems.map((s) => ({ path: { sledId: s.id }, query: {} })) : undefined,
  )
  // The picture is drawn once racks, sleds and switches are in; each sled's usage follows from its instances
  // (one list per sled) instead of holding the whole view back.
  const all = [racks, sleds, switches]
  // a failure before any item fails the view; one part way is named below with what was read
  const failed = [racks, sleds, switches].find((r) => r.error && !r.items.length)?.error ?? instances.error
  let body
  const retry = () => [racks, sleds, switches, instances].forEach((q) => void q.mutate())
  if (failed)
    body = (
      <ErrorBox title="Could not load the racks" onRetry={retry}>
        {failed.error.message}
      </ErrorBox>
    )
  else if (all.some((r) => !r.data))
    body = (
      <p className="muted">
        <Spinner /> Loading the racks…
      </p>
    )
  else {
    const usage: UsageMap = instances.data
      ? new Map(
          sledItems.map((s, i) => {
            const list: SledInstance[] = instances.data?.[i]?.items ?? []
            return [
              s.id,
              { cpus: list.reduce((n, x) => n + x.ncpus, 0), memory: list.reduce((n, x) => n + x.memory, 0) },
            ]
          }),
        )
      : undefined
    const partial = [
      allItemsStatus(racks, 'racks'),
      allItemsStatus(sleds, 'sleds'),
      allItemsStatus(switches, 'switches'),
      (instances.data ?? []).some((d) => !d.complete)
        ? 'Could not load every instance of some sleds: their usage may be low'
        : undefined,
    ].filter(Boolean)
    body = (
      <>
        {partial.map((line) => (
          <PartialNotice key={line} onRetry={retry}>
            {line}
          </PartialNotice>
        ))}
        {racks.items
          .filter((r) => !rackId || r.id === rackId)
          .map((r) => (
            <RackFront
              key={r.id}
              rackId={r.id}
              linked={!rackId}
              sleds={sledItems.filter((s) => s.rackId === r.id)}
              switches={switches.items.filter((s) => s.rackId === r.id)}
              usage={usage}
            />
          ))}
        {racks.data?.items.length === 0 && <p className="muted">No racks reported.</p>}
      </>
    )
  }
  return body
}
