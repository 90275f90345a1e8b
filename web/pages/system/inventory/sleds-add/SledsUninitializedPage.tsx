import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { Rack, UninitializedSled } from '../../../../api/generated/types'
import { useList, useQuery } from '../../../../api/reads'
import { useWrite } from '../../../../api/writes'
import { Badge } from '../../../../ui/Badge'
import { Button } from '../../../../ui/Button'
import { EmptyState } from '../../../../ui/EmptyState'
import { PropertiesList } from '../../../../ui/PropertiesList'
import { Spinner } from '../../../../ui/Spinner'
import type { Column } from '../../../../ui/Table'
import { addToast } from '../../../../ui/Toast'
import { formatDateTime } from '../../../../util/time'
import { useQuickActions } from '../../../layout/quick-actions'
import { InventoryHeader } from '../InventoryHeader'
import {
  membershipCan,
  membershipStateColor,
  membershipStateLabel,
  progressText,
} from '../../../../api/rules/rack-membership'
import { byRack, sledKey } from './membership'
import { ArrayTable } from '../../../common/list/ArrayTable'
import { useConfirmedWrite } from '../../../common/actions/use-confirmed-write'

/** How often a membership change in progress is checked. */
const MEMBERSHIP_POLL_MS = 1000

/**
 * Sleds cabled into a rack but not yet part of it (sledListUninitialized). Adding goes through
 * rack membership (the pinned API): the change's progress shows below and can be aborted.
 */
export default function SledsUninitializedPage() {
  const sleds = useList('sledListUninitialized', { query: {} })
  const racks = useList('rackList', { query: {} })
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [adding, setAdding] = useState(false)
  const write = useWrite()
  const revalidate = write.revalidate
  const items = sleds.data?.items ?? []
  const chosen = items.filter((s) => selected.has(sledKey(s)))

  const add = async (which: UninitializedSled[]) => {
    setAdding(true)
    try {
      // one revalidation after every rack's call, not one per rack
      for (const [rackId, sledIds] of byRack(which, new Set(which.map(sledKey)))) {
        await write('rackMembershipAddSleds', { path: { rackId }, body: { sledIds } }, { invalidate: false })
      }
      setSelected(new Set())
      addToast({
        content: `Adding ${which.length === 1 ? `sled ${which[0].baseboard.serial}` : `${which.length} sleds`} to the rack`,
        variant: 'success',
      })
    } catch (e) {
      addToast({ title: 'Could not add sleds', content: (e as Error).message, variant: 'error' })
    } finally {
      setAdding(false)
      await revalidate(['rackMembershipAddSleds'])
    }
  }

  useQuickActions(
    chosen.length
      ? [
          {
            label: `Add ${chosen.length} selected sled${chosen.length === 1 ? '' : 's'} to rack`,
            group: 'Actions',
            run: () => void add(chosen),
          },
        ]
      : [],
  )

  const toggle = (s: UninitializedSled, on: boolean) => {
    const next = new Set(selected)
    if (on) next.add(sledKey(s))
    else next.delete(sledKey(s))
    setSelected(next)
  }
  const allOn = items.length > 0 && chosen.length === items.length

  const columns: Column<UninitializedSled>[] = [
    {
      header: 'Select',
      cell: (s) => (
        <input
          type="checkbox"
          aria-label={`Select sled ${s.baseboard.serial}`}
          checked={selected.has(sledKey(s))}
          onChange={(e) => toggle(s, e.currentTarget.checked)}
        />
      ),
    },
    { header: 'Cubby', cell: (s) => s.cubby },
    { header: 'Serial', cell: (s) => s.baseboard.serial, sortValue: (s) => s.baseboard.serial },
    {
      header: 'Part',
      cell: (s) => `${s.baseboard.part} rev ${s.baseboard.revision}`,
      sortValue: (s) => s.baseboard.part,
    },
  ]

  return (
    <>
      <InventoryHeader />
      <h2>Uninitialized sleds</h2>
      <p className="hint">
        Sleds installed in a rack that have not joined it yet. Adding a sled starts a rack membership change; the sled
        joins once it acknowledges.
      </p>
      {items.length > 0 && (
        <div className="toolbar">
          <label>
            <input
              type="checkbox"
              checked={allOn}
              onChange={(e) => setSelected(e.currentTarget.checked ? new Set(items.map(sledKey)) : new Set())}
            />{' '}
            Select all
          </label>{' '}
          <Button
            write
            variant="primary"
            loading={adding}
            disabledReason={chosen.length ? undefined : 'Select one or more sleds first'}
            onClick={() => void add(chosen)}
          >
            Add {chosen.length || ''} selected to rack
          </Button>
        </div>
      )}
      {/* the selection is the page's own: sleds join a rack in one membership change, not one call per row as bulk runs */}
      <ArrayTable<UninitializedSled>
        label="Uninitialized sleds"
        columns={columns}
        rows={sleds.data?.items}
        error={sleds.items.length ? undefined : sleds.error}
        retry={() => void sleds.mutate()}
        rowKey={sledKey}
        rowName={(s) => `sled ${s.baseboard.serial}`}
        rowActions={(s) => [
          {
            label: 'Add to rack',
            onSelect: () => void add([s]),
            disabled: adding && 'Sleds are being added',
            write: true,
          },
        ]}
        empty={<EmptyState title="No uninitialized sleds" body="Every installed sled is part of its rack." />}
      />
      <h2>Rack membership</h2>
      {(racks.data?.items ?? []).map((r) => (
        <RackMembership key={r.id} rack={r} showRack={(racks.data?.items.length ?? 0) > 1} />
      ))}
    </>
  )
}

function RackMembership({ rack, showRack }: { rack: Rack; showRack: boolean }) {
  const confirm = useConfirmedWrite()
  const { revalidate } = useWrite()
  const status = useQuery(
    'rackMembershipStatus',
    { path: { rackId: rack.id } },
    { refreshInterval: (d) => (d && membershipCan.poll(d) ? MEMBERSHIP_POLL_MS : 0) },
  )
  const s = status.data
  const polling = s !== undefined && membershipCan.poll(s)
  const wasPolling = useRef(polling)
  useEffect(() => {
    // a change just finished: the sled lists moved on too
    if (wasPolling.current && !polling) void revalidate(['rackMembershipAddSleds'])
    wasPolling.current = polling
  }, [polling, revalidate])
  if (status.error)
    return (
      <p>
        {status.error.statusCode === 404
          ? 'This rack has no membership changes yet.'
          : `Could not load the membership: ${status.error.message}`}
      </p>
    )
  if (!s) return <Spinner label="Loading rack membership" />
  const abort = () =>
    confirm.confirmAction({
      title: 'Abort membership change',
      content: (
        <p>
          Abort version {s.version} of the rack membership? Sleds that have not joined yet (
          {s.unacknowledgedMembers.map((m) => m.serialNumber).join(', ') || 'none'}) go back to uninitialized.
        </p>
      ),
      actionLabel: 'Abort change',
      danger: true,
      method: 'rackMembershipAbort',
      params: { path: { rackId: rack.id } },
      success: { content: `Membership change ${s.version} aborted`, variant: 'success' },
      errorTitle: 'Could not abort the membership change',
    })
  return (
    <section aria-label={`Membership of rack ${rack.id}`}>
      <PropertiesList
        items={[
          ...(showRack ? [['Rack', <code key="r">{rack.id}</code>] as [string, ReactNode]] : []),
          ['Version', String(s.version)],
          [
            'State',
            <Badge key="s" color={membershipStateColor[s.state]} spinner={membershipCan.poll(s)}>
              {membershipStateLabel[s.state]}
            </Badge>,
          ],
          ['Progress', progressText(s) ?? '—'],
          ['Members', String(s.members.length)],
          ['Started', formatDateTime(s.timeCreated)],
          ...(s.timeCommitted ? [['Committed', formatDateTime(s.timeCommitted)] as [string, string]] : []),
          ...(s.timeAborted ? [['Aborted', formatDateTime(s.timeAborted)] as [string, string]] : []),
        ]}
      />
      {membershipCan.abort(s) && (
        <Button write variant="danger" onClick={abort}>
          Abort membership change
        </Button>
      )}
    </section>
  )
}
