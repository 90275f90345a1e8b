/*
 * Writes as changes, not replacements. Many endpoints replace a whole document (a
 * policy, a rule set, an instance's settings, quotas): a form that PUTs the copy it loaded undoes
 * whatever anyone else changed since. Instead a save is described as this user's edits (set this
 * field, give this identity that role, remove this rule), re-applied to a fresh copy read just
 * before the write. An edit whose part someone else changed meanwhile is a conflict: the caller
 * shows both values and lets the user choose; nothing is overwritten silently.
 *
 * Pure functions only; web/api/document-save.ts runs them against the API.
 */

/** One part of a document this user changed: how to read and set it, and the value they want. */
export type Edit<D> = {
  /** Names the part to a person: "CPUs", "silo-collab's role", "rule allow-ssh". */
  label: string
  /** The part's value in a document; undefined where the document lacks it (nobody holds a role). */
  get: (doc: D) => unknown
  /** The document with the part set to `value` (undefined removes it). */
  set: (doc: D, value: unknown) => D
  /** What the form started from (the part in the document it loaded). */
  was: unknown
  /** What this user wants. */
  value: unknown
  /** How a value of this part reads ("Admin", "4 GiB", "no role"). */
  show: (value: unknown) => string
  /** When the part was last changed in a document, where the API says (a rule's time_modified). */
  changedAt?: (doc: D) => Date | undefined
  /**
   * The API's read never shows this part (the form's read fills it in from what it opened): a read
   * after a write cannot confirm it, so it is left out of that check.
   */
  unread?: boolean
}

/** Builds the edits that lead from the document a form loaded to the one its user wants. */
export type Shape<D> = (base: D, desired: D) => Edit<D>[]

/**
 * Two values the same, whatever the order of object keys (Dates as instants). A key set to null
 * is the same as no key: the API answers `null` for an option the write left out.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b)
}

function canonical(v: unknown): string {
  return JSON.stringify(v ?? null, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(
          Object.entries(x as Record<string, unknown>)
            .filter(([, y]) => y !== undefined && y !== null)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : x,
  )
}

const defaultShow = (v: unknown) => (v === undefined || v === null ? 'none' : typeof v === 'string' ? v : canonical(v))

/**
 * Whole fields of a document, each compared as one value: a form's CPUs, memory, a quota.
 * `labels` names the fields that can change; `show` formats a field's values; `unread` names the
 * fields the API's read never shows (Edit.unread).
 */
export function fields<D extends object>(
  labels: { [K in keyof D]?: string },
  options: {
    show?: { [K in keyof D]?: (v: D[K]) => string }
    changedAt?: (doc: D) => Date | undefined
    unread?: readonly (keyof D)[]
  } = {},
): Shape<D> {
  return (base, desired) =>
    (Object.keys(labels) as (keyof D)[])
      .filter((k) => !sameValue(base[k], desired[k]))
      .map((k) => ({
        label: labels[k]!,
        get: (doc: D) => doc[k],
        set: (doc: D, value: unknown) => ({ ...doc, [k]: value }),
        was: base[k],
        value: desired[k],
        show: (options.show?.[k] as ((v: unknown) => string) | undefined) ?? defaultShow,
        changedAt: options.changedAt,
        unread: options.unread?.includes(k) || undefined,
      }))
}

/**
 * A list inside a document whose items are named by a key (rules by name, role assignments by
 * identity, networks by address). Each key added, removed or changed is one edit, so two people
 * changing different items both keep their change. A key may name several items (the API can hold
 * two roles for one identity): the part is every item with that key, in order.
 */
export function keyedList<D, T>(list: {
  get: (doc: D) => readonly T[]
  set: (doc: D, items: T[]) => D
  key: (item: T) => string
  /** Names an item's part: "silo-collab's role". */
  label: (key: string, items: readonly T[]) => string
  show?: (items: readonly T[] | undefined) => string
  /** When the item was last changed, where the API says (read from the document: `get` may drop it). */
  changedAt?: (doc: D, key: string) => Date | undefined
}): Shape<D> {
  // the items of one key in a set order: the API may answer them in another order than written
  const part = (doc: D, key: string) => {
    const items = list.get(doc).filter((t) => list.key(t) === key)
    return items.length ? sortedByValue(items) : undefined
  }
  const setPart = (doc: D, key: string, value: unknown) => {
    const items = list.get(doc)
    const at = items.findIndex((t) => list.key(t) === key)
    const others = items.filter((t) => list.key(t) !== key)
    const mine = (value as T[] | undefined) ?? []
    // in place where the key was, so a list whose order means something keeps it; new keys go last
    const next = at < 0 ? [...others, ...mine] : [...others.slice(0, at), ...mine, ...others.slice(at)]
    return list.set(doc, next)
  }
  return (base, desired) => {
    const keys = [...new Set([...list.get(base), ...list.get(desired)].map(list.key))]
    return keys
      .map((key) => ({ key, was: part(base, key), value: part(desired, key) }))
      .filter(({ was, value }) => !sameValue(was, value))
      .map(({ key, was, value }) => ({
        label: list.label(key, value ?? was ?? []),
        get: (doc: D) => part(doc, key),
        set: (doc: D, v: unknown) => setPart(doc, key, v),
        was,
        value,
        show: (v: unknown) => (list.show ?? defaultShow)(v as T[] | undefined),
        changedAt: list.changedAt && ((doc: D) => list.changedAt!(doc, key)),
      }))
  }
}

const sortedByValue = <T,>(items: T[]) =>
  items.length < 2
    ? items
    : items
        .map((t) => [canonical(t), t] as const)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, t]) => t)

/** Several shapes over one document; their edits apply in the order given. */
export const combine =
  <D>(...shapes: Shape<D>[]): Shape<D> =>
  (base, desired) =>
    shapes.flatMap((s) => s(base, desired))

/** A part this user changed that someone else changed too, with the three values as they read. */
export type Conflict = { label: string; was: string; theirs: string; mine: string; changedAt?: Date }

/** What a save would do to the document the form loaded: "See before you apply". */
export type ChangeLine = { kind: 'add' | 'remove' | 'change'; label: string; from?: string; to?: string }

export function describeEdits<D>(edits: readonly Edit<D>[]): ChangeLine[] {
  return edits.map((e) =>
    e.was === undefined
      ? { kind: 'add', label: e.label, to: e.show(e.value) }
      : e.value === undefined
        ? { kind: 'remove', label: e.label, from: e.show(e.was) }
        : { kind: 'change', label: e.label, from: e.show(e.was), to: e.show(e.value) },
  )
}

/**
 * This user's edits on a fresh copy. An edit whose part is as the form loaded it, or already what
 * this user wants, applies; any other is a conflict and is left out of `doc` (theirs is kept).
 */
export function rebase<D>(fresh: D, edits: readonly Edit<D>[]): { doc: D; conflicts: Conflict[]; applied: number } {
  let doc = fresh
  let applied = 0
  const conflicts: Conflict[] = []
  for (const e of edits) {
    const theirs = e.get(fresh)
    if (sameValue(theirs, e.value)) continue
    if (sameValue(theirs, e.was)) {
      doc = e.set(doc, e.value)
      applied++
      continue
    }
    conflicts.push({
      label: e.label,
      was: e.show(e.was),
      theirs: e.show(theirs),
      mine: e.show(e.value),
      changedAt: e.changedAt?.(fresh),
    })
  }
  return { doc, conflicts, applied }
}

/** "Apply mine": every edit on the fresh copy, someone else's value in the same part replaced. */
export function applyAll<D>(fresh: D, edits: readonly Edit<D>[]): D {
  return edits.reduce((doc, e) => e.set(doc, e.value), fresh)
}

/** The conflicts as one sentence, for a place with no room to choose (a bulk job's item, a confirm dialog). */
function conflictMessage(conflicts: readonly Conflict[]): string {
  const parts = conflicts.map((c) => `${c.label} is now ${c.theirs} (you wanted ${c.mine})`)
  return `Someone else changed this since you loaded it: ${parts.join('; ')}. Nothing was saved; look again and retry.`
}

/** A save stopped by a conflict where the user cannot choose on the spot. */
export class ChangeConflictError extends Error {
  constructor(readonly conflicts: Conflict[]) {
    super(conflictMessage(conflicts))
  }
}

/** A part that did not read back as written: what this user wrote and what the server holds now. */
export type LostChange = { label: string; wrote: string; now: string; changedAt?: Date }

/**
 * A written document against a read made just after the write. These writes replace the document
 * whole and the API offers no precondition, so another write between the read a save was built on
 * and its own write wins silently, whichever lands last. Every part the shape covers must read back
 * as written: this user's parts (else their change was lost) and every other part (else someone
 * wrote meanwhile, and this write may have undone theirs). Parts are compared as the shape compares
 * them (by key, in any order; a null as no value), so a write nobody raced reads back clean.
 */
export function readBack<D>(shape: Shape<D>, written: D, now: D): LostChange[] {
  return shape(written, now)
    .filter((d) => !d.unread)
    .map((d) => ({ label: d.label, wrote: d.show(d.was), now: d.show(d.value), changedAt: d.changedAt?.(now) }))
}

/** The lost parts as one sentence, for a place with no room to show them side by side. */
function lostMessage(lost: readonly LostChange[]): string {
  const parts = lost.map((c) => `${c.label} is now ${c.now} (you wrote ${c.wrote})`)
  return `Someone else saved this at the same time, and it does not read back as you wrote it: ${parts.join('; ')}. Look again and apply again.`
}

/** A write that landed but did not read back as written (readBack): not a success. */
export class LostChangeError extends Error {
  constructor(readonly lost: LostChange[]) {
    super(lostMessage(lost))
  }
}

/**
 * One save without a form: read fresh, apply the edits, write, read back; a conflict throws
 * ChangeConflictError and writes nothing, a write that does not read back as written throws
 * LostChangeError. Row actions and bulk jobs use it. Nothing is written when the document already
 * is what this user wants (someone else made the same change).
 */
export async function saveChanges<D, R>(
  read: () => Promise<D>,
  write: (doc: D) => Promise<R>,
  edits: readonly Edit<D>[],
  shape: Shape<D>,
): Promise<R | undefined> {
  const { doc, conflicts, applied } = rebase(await read(), edits)
  if (conflicts.length) throw new ChangeConflictError(conflicts)
  if (applied === 0) return undefined
  const result = await write(doc)
  const lost = readBack(shape, doc, await read())
  if (lost.length) throw new LostChangeError(lost)
  return result
}
