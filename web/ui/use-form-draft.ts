import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import {
  clearDraft,
  currentDraftKey,
  formDraftKey,
  mergeDraft,
  readDraft,
  registerDraft,
  saveDrafts,
  scrubDraft,
} from '../util/drafts'

/** What a form does with its draft beside keeping it (useFormState wires these to its submit and shell). */
export type DraftControl<T> = {
  /** Forget the draft and start from the form's starting values again (the notice's Discard, Cancel). */
  discard: () => void
  /** The values were sent and written: no draft for them. */
  finish: () => void
  /** A write of these values is under way: the draft goes once it is made, stays if it is refused. */
  track: (written: Promise<boolean>) => void
  /** New starting values (a form that fills itself from what it read): the draft compares with these. */
  rebase: (values: T) => void
}

const same = (a: unknown, b: unknown) => JSON.stringify(scrubDraft(a)) === JSON.stringify(scrubDraft(b))

/**
 * A form's values, as `useState(initial)`, that are not lost by leaving: leaving the form any way
 * but Cancel or a made write (the sidebar, Back, Escape, a link, an expired session: a 401 keeps
 * them before sign-in) keeps what was typed, and the form opened again at the same URL starts
 * from it (web/util/drafts.ts). Each form at a URL has its own draft (formDraftKey). Values equal
 * to the starting ones are no draft. Returns whether the values came from a draft, for the form
 * shell's notice, and what the form does with the draft on submit, Cancel and Discard.
 */
export function useFormDraft<T>(initial: T | (() => T)): [T, Dispatch<SetStateAction<T>>, boolean, DraftControl<T>] {
  const [start] = useState(() => {
    const base = typeof initial === 'function' ? (initial as () => T)() : initial
    const key = formDraftKey(currentDraftKey(), base)
    const draft = readDraft(key)
    return { key, base, restored: draft !== undefined, values: mergeDraft(base, draft) }
  })
  const { key } = start
  const [values, setValues] = useState<T>(start.values)
  const [restored, setRestored] = useState(start.restored)
  const latest = useRef(values)
  latest.current = values
  const baseline = useRef(start.base)
  // the values a made write sent: leaving with them keeps nothing
  const finished = useRef<T | undefined>(undefined)
  // writes under way: the form may be left (a create navigates away) before they settle
  const inFlight = useRef(0)
  const leaving = useRef<() => void>(() => undefined)
  const pendingLeave = useRef(false)
  const kept = () => latest.current !== finished.current && !same(latest.current, baseline.current)

  useEffect(() => {
    // what a 401 or a leave saves: nothing for a form as it started or once its values are written
    const unregister = registerDraft(key, () => (kept() ? latest.current : undefined))
    const leave = () => {
      clearDraft(key)
      if (kept()) saveDrafts()
      unregister()
    }
    leaving.current = leave
    return () => {
      // a write still under way decides: made, nothing is kept; refused, the values are
      if (inFlight.current > 0) pendingLeave.current = true
      else leave()
    }
    // the key is fixed at mount; the getter reads the refs
  }, [key])

  const finish = () => {
    finished.current = latest.current
    clearDraft(key)
  }
  const control: DraftControl<T> = {
    discard: () => {
      clearDraft(key)
      setRestored(false)
      latest.current = baseline.current
      setValues(baseline.current)
    },
    finish,
    track: (written) => {
      inFlight.current += 1
      const sent = latest.current
      void written.then((ok) => {
        inFlight.current -= 1
        if (ok && latest.current === sent) finish()
        if (pendingLeave.current && inFlight.current === 0) {
          pendingLeave.current = false
          leaving.current()
        }
      })
    },
    rebase: (next) => {
      baseline.current = next
    },
  }
  return [values, setValues, restored, control]
}
