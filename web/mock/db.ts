/**
 * The in-memory control plane: a deep clone of the fixtures, mutated by the
 * handlers, and the lazy clock of instance run states. `lookup` (./lookup.ts) finds
 * resources in it the way the server does.
 */
import { fixtures } from './fixtures'
import { addLargeFleet, type Fleet } from './fixtures/large-fleet'
import type { Api } from './wire'

export type Db = ReturnType<typeof initDb>

/** Which fleet each db was seeded with, so a reset brings back the same one. */
const fleets = new WeakMap<object, Fleet>()

/** The fixtures, plus the large fleet (fixtures/large-fleet.ts) when asked for. */
export function initDb(fleet: Fleet = 'default') {
  const db = structuredClone(fixtures)
  if (fleet === 'large') addLargeFleet(db)
  fleets.set(db, fleet)
  return db
}

/** Reset in place, so every holder of the db (handlers, tests) sees the fresh copy. */
export function resetDb(db: Db) {
  Object.assign(db, initDb(fleets.get(db)))
}

/** Random v4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newId() {
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6] & 0x0f) | 0x40
  b[8] = (b[8] & 0x3f) | 0x80
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

export const timestamps = () => {
  const now = new Date().toISOString()
  return { time_created: now, time_modified: now }
}

// the lookups live beside the db they read (./lookup.ts); handlers take both from here
export { makeLookup, type Lookup } from './lookup'

/** A transitional state settles into `to` after 1-3 s of wall time (applied lazily on the next request). */
export function schedule(db: Db, inst: { id: string }, to: Api.InstanceState, ms = 1000 + Math.random() * 2000) {
  db.transitions[inst.id] = { to, at: Date.now() + ms }
}

/** Apply run-state changes that are due; called before every request (lazy time). */
export function advanceTransitions(db: Db, now = Date.now()) {
  for (const [id, t] of Object.entries(db.transitions)) {
    if (t.at > now) continue
    delete db.transitions[id]
    const inst = db.instances.find((i) => i.id === id)
    if (!inst) continue
    inst.run_state = t.to
    inst.time_run_state_updated = new Date(t.at).toISOString()
    // starting is itself transitional: it runs 1-3 s later, as on the server
    if (t.to === 'starting') db.transitions[id] = { to: 'running', at: t.at + 1000 + Math.random() * 2000 }
  }
}
