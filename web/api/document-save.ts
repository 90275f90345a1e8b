import { useCallback, useEffect, useRef, useState } from 'react'
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

type Options<D, R> = {
  /** The document as the server holds it now: readOnce, or several readOnce calls. */
  read: () => Promise<D>
  /** The parts of the document (the shape the edits came from): what the read after the write checks. */
  shape: Shape<D>
  /** After a write landed (a toast, closing the form). */
  onSaved: (data: R) => void
  /**
   * The user kept the other change and nothing of theirs was left to write: `fresh` is the document
   * as it is now, the base a form that stays open measures its next edits from.
   */
  onKept?: (fresh: D) => void
  /** After a write landed: what it changed, before and after (a resource's History keeps them). */
  onChanged?: (lines: ChangeLine[]) => void
}

/**
 * Saves a whole-document write as this user's changes (./changes.ts): reads the document fresh
 * (never the cache), applies the edits, writes, and reads it back. When someone else changed a part
 * this user also changed, nothing is written: `conflicts` holds both values until the user chooses
 * with `choose` ('theirs' writes only the rest of this user's edits, if any; 'mine' writes them
 * all). When the write does not read back as written (someone else wrote in the moment between the
 * read and the write), it is no success: `lost` holds what was written and what is there now until
 * the user applies again (`applyAgain`). Pending, error, conflicts and losses live here, so a form
 * holds no state of its own for its save.
 *
 * The document is written whole by `method` with `params(doc)` through the one write path (useWrite),
 * or by `put` where the write is more than one call.
 *
 * A form keeps its draft until the save is made (web/ui/use-form-draft.ts): `submit(edits)` settles
 * with whether it was, after a conflict's choice if there is one, so an edit that is refused and then
 * left keeps what was typed. A form that asks first (a confirmation) takes `expect()` as it opens the
 * dialog and `save`s on confirm: a dialog dismissed leaves it to settle false on the next submit or
 * when the form is left.
 */
export function useDocumentSave<D, M extends ApiMethod>(
  options: Options<D, DataOf<M>> & { method: M; params: (doc: D) => ParamsOf<M> },
): DocumentSave<D>
export function useDocumentSave<D, R = unknown>(options: Options<D, R> & { put: (doc: D) => Promise<R> }): DocumentSave<D>
export function useDocumentSave<D>(
  options: Options<D, unknown> & { put?: (doc: D) => Promise<unknown>; method?: ApiMethod; params?: (doc: D) => unknown },
): DocumentSave<D> {
  const write = useWrite()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<ApiErrorThrown | null>(null)
  const [conflict, setConflict] = useState<Pending<D> | null>(null)
  const [lost, setLost] = useState<Lost<D> | null>(null)
  const { read, shape, onSaved, onKept, onChanged } = options
  // the answer of the submit under way: whether its save was made
  const waiting = useRef<((made: boolean) => void) | null>(null)
  const settle = useCallback((made: boolean) => {
    const done = waiting.current
    waiting.current = null
    done?.(made)
  }, [])
  // leaving while the save waits for a choice: the write was not made, the draft is kept
  useEffect(() => () => settle(false), [settle])
  // an earlier submit still waiting is a write not made
  const expect = useCallback(() => {
    settle(false)
    return new Promise<boolean>((resolve) => {
      waiting.current = resolve
    })
  }, [settle])

  const run = useCallback(async (step: () => Promise<void>) => {
    setPending(true)
    setError(null)
    try {
      await step()
    } catch (e) {
      setError(ApiErrorThrown.from(e))
      settle(false)
    } finally {
      setPending(false)
    }
  }, [settle])

  const put = useCallback(
    async (doc: D, written: readonly Edit<D>[]) => {
      const data = await (options.put ? options.put(doc) : write(options.method!, options.params!(doc) as never))
      setConflict(null)
      const missing = readBack(shape, doc, await read())
      if (missing.length) {
        setLost({ edits: written, lost: missing })
        return
      }
      onChanged?.(describeEdits(written))
      settle(true)
      onSaved(data)
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- put, method and params are read at call time: callers pass fresh closures each render
    [read, shape, onSaved, onChanged, write, settle],
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
        settle(true)
        onKept?.(fresh)
      }),
    [run, read, conflict, put, onKept, settle],
  )

  /** After a write that did not read back as written: the same edits on a fresh copy, read back again. */
  const applyAgain = useCallback(() => (lost ? save(lost.edits) : Promise.resolve()), [lost, save])

  return {
    save,
    submit: (edits: readonly Edit<D>[]) => {
      const made = expect()
      void save(edits)
      return made
    },
    expect,
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

export type DocumentSave<D> = {
  /** Saves the edits on a fresh copy; stops at a conflict. Resolves when settled (saved, stopped or failed). */
  save: (edits: readonly Edit<D>[]) => Promise<void>
  /** The same, settling with whether the write was made (after the person's choice, at a conflict). */
  submit: (edits: readonly Edit<D>[]) => Promise<boolean>
  /** Whether the next save is made, for a form that confirms before it saves. */
  expect: () => Promise<boolean>
  choose: (choice: 'theirs' | 'mine') => Promise<void>
  applyAgain: () => Promise<void>
  pending: boolean
  error: ApiErrorThrown | null
  conflicts: Conflict[] | null
  lost: LostChange[] | null
  reset: () => void
}
