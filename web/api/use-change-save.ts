import { useCallback, useState } from 'react'
import type { ApiMethod, DataOf, ParamsOf } from './client'
import { ApiErrorThrown } from './call'
import {
  applyAll,
  describeEdits,
  readBack,
  rebase,
  type ChangeLine,
  type Conflict,
  type Edit,
  type LostChange,
  type Shape,
} from './changes'
import { useWrite } from './writes'

/** The edits of a save, plus what they read as ("See before you apply"). */
export function editsOf<D>(shape: Shape<D>, base: D | undefined, desired: D | undefined) {
  const edits = base !== undefined && desired !== undefined ? shape(base, desired) : []
  return { edits, lines: describeEdits(edits) as ChangeLine[] }
}

type Pending<D> = { edits: readonly Edit<D>[]; conflicts: Conflict[] }
type Lost<D> = { edits: readonly Edit<D>[]; lost: LostChange[] }

/**
 * Saves a whole-document write as this user's changes (./changes.ts): reads the document fresh
 * (never the cache), applies the edits, writes, and reads it back. When someone else changed a part
 * this user also changed, nothing is written: `conflicts` holds both values until the user chooses
 * with `choose` ('theirs' writes only the rest of this user's edits, if any; 'mine' writes them
 * all). When the write does not read back as written (someone else wrote in the moment between the
 * read and the write), it is no success: `lost` holds what was written and what is there now until
 * the user applies again (`applyAgain`). Pending, error, conflicts and losses live here, so a form
 * holds no state of its own for its save.
 */
export function useChangeSave<D, R = unknown>(options: {
  /** The document as the server holds it now: readOnce, or several readOnce calls. */
  read: () => Promise<D>
  /** The parts of the document (the shape the edits came from): what the read after the write checks. */
  shape: Shape<D>
  /** Writes the whole document, through the one write path (useApiWrite or useDocumentWrite). */
  put: (doc: D) => Promise<R>
  /** After a write landed (a toast, closing the form). */
  onSaved: (data: R) => void
  /**
   * The user kept the other change and nothing of theirs was left to write: `fresh` is the document
   * as it is now, the base a form that stays open measures its next edits from.
   */
  onKept?: (fresh: D) => void
  /** After a write landed: what it changed, before and after (a resource's History keeps them). */
  onChanged?: (lines: ChangeLine[]) => void
}) {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<ApiErrorThrown | null>(null)
  const [conflict, setConflict] = useState<Pending<D> | null>(null)
  const [lost, setLost] = useState<Lost<D> | null>(null)
  const { read, shape, onSaved, onKept, onChanged } = options

  const run = useCallback(
    async (step: () => Promise<void>) => {
      setPending(true)
      setError(null)
      try {
        await step()
      } catch (e) {
        setError(ApiErrorThrown.from(e))
      } finally {
        setPending(false)
      }
    },
    [],
  )

  const put = useCallback(
    async (doc: D, written: readonly Edit<D>[]) => {
      const data = await options.put(doc)
      setConflict(null)
      const missing = readBack(shape, doc, await read())
      if (missing.length) {
        setLost({ edits: written, lost: missing })
        return
      }
      onChanged?.(describeEdits(written))
      onSaved(data)
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- put is read at call time: callers pass a fresh closure each render
    [read, shape, onSaved, onChanged],
  )

  /** Saves the edits on a fresh copy; stops at a conflict. Resolves when settled (saved, stopped or failed). */
  const save = useCallback(
    (edits: readonly Edit<D>[]) =>
      run(async () => {
        setConflict(null)
        setLost(null)
        const fresh = await read()
        const { doc, conflicts } = rebase(fresh, edits)
        if (conflicts.length) setConflict({ edits, conflicts })
        else await put(doc, edits)
      }),
    [run, read, put],
  )

  /**
   * The user's answer to a conflict. Read again, so whatever else changed while they chose is kept:
   * 'mine' applies every edit, 'theirs' only those that do not touch a part someone else changed.
   */
  const choose = useCallback(
    (choice: 'theirs' | 'mine') =>
      run(async () => {
        if (!conflict) return
        const fresh = await read()
        if (choice === 'mine') return put(applyAll(fresh, conflict.edits), conflict.edits)
        const { doc, applied, conflicts } = rebase(fresh, conflict.edits)
        const kept = new Set(conflicts.map((c) => c.label))
        if (applied > 0)
          return put(
            doc,
            conflict.edits.filter((e) => !kept.has(e.label)),
          )
        setConflict(null)
        onKept?.(fresh)
      }),
    [run, read, conflict, put, onKept],
  )

  /** After a write that did not read back as written: the same edits on a fresh copy, read back again. */
  const applyAgain = useCallback(() => (lost ? save(lost.edits) : Promise.resolve()), [lost, save])

  return {
    save,
    choose,
    applyAgain,
    pending,
    error,
    conflicts: conflict?.conflicts ?? null,
    lost: lost?.lost ?? null,
    reset: () => {
      setError(null)
      setConflict(null)
      setLost(null)
    },
  }
}

/** The one write path as a whole-document put: `useDocumentWrite('siloQuotasUpdate', (q) => params)`. */
export function useDocumentWrite<D, M extends ApiMethod>(method: M, params: (doc: D) => ParamsOf<M>) {
  const write = useWrite()
  return (doc: D): Promise<DataOf<M>> => write(method, params(doc))
}
