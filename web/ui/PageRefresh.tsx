/**
 * One "Updated Ns ago" and one Refresh per page, however many lists the page shows: each list
 * registers its reload here, and the page header (or, on a page without one, the first list)
 * shows the control, which calls each distinct reload once. The lists hand in one that reloads
 * everything the page shows, the header's object included. Four toolbars' worth of the same two
 * words on one tab said nothing the first did not.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { Button } from './Button'
import { UpdatedAgo } from './UpdatedAgo'

export type RefreshSource = { reload: () => void; validating: boolean; at?: number }

const sources = new Map<symbol, RefreshSource>()
let order: symbol[] = []
let hosts: symbol[] = []
let version = 0
const listeners = new Set<() => void>()
const changed = () => {
  version++
  listeners.forEach((l) => l())
}
const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => void listeners.delete(l)
}
const useVersion = () =>
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  )

/** A list's part in the page's refresh; returns whether this list shows the control itself (no header hosts it). */
export function usePageRefreshSource(source: RefreshSource): boolean {
  const key = useRef<symbol | undefined>(undefined)
  key.current ??= Symbol('list')
  useEffect(() => {
    const k = key.current!
    order = [...order, k]
    return () => {
      sources.delete(k)
      order = order.filter((x) => x !== k)
      changed()
    }
  }, [])
  const { reload, validating, at } = source
  useEffect(() => {
    const old = sources.get(key.current!)
    sources.set(key.current!, { reload, validating, at })
    if (!old || old.validating !== validating || old.at !== at) changed()
  }, [reload, validating, at])
  useVersion()
  return hosts.length === 0 && order[0] === key.current
}

/** Marks the page as hosting the control (its header), so no list shows one of its own; true for the first host. */
function useHost() {
  const key = useRef<symbol | undefined>(undefined)
  key.current ??= Symbol('host')
  useEffect(() => {
    const k = key.current!
    hosts = [...hosts, k]
    changed()
    return () => {
      hosts = hosts.filter((x) => x !== k)
      changed()
    }
  }, [])
  useVersion()
  return hosts[0] === key.current
}

/** The control itself, for whatever the page's lists registered; nothing on a page without lists. */
export function PageRefreshControl() {
  useVersion()
  const all = order.map((k) => sources.get(k)).filter((s): s is RefreshSource => !!s)
  if (!all.length) return null
  // the oldest answer is what the page as a whole is as fresh as
  const times = all.map((s) => s.at).filter((t): t is number => t !== undefined)
  const at = times.length === all.length ? Math.min(...times) : undefined
  return (
    <span className="page-refresh">
      <UpdatedAgo at={at} />
      <Button
        size="sm"
        variant="ghost"
        // lists that hand in the same reload (everything the page shows) get it called once
        onClick={() => new Set(all.map((s) => s.reload)).forEach((reload) => reload())}
        disabled={all.some((s) => s.validating)}
      >
        Refresh
      </Button>
    </span>
  )
}

/** The header's slot for the control. */
export function PageRefresh() {
  return useHost() ? <PageRefreshControl /> : null
}
