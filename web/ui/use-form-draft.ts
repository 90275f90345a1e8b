import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import { clearDraft, currentDraftKey, formDraftKey, mergeDraft, readDraft, registerDraft } from '../util/drafts'

/**
 * A form's values, as `useState(initial)`, that survive an expired session (issue #24): while the
 * form is open a 401 keeps them (web/util/drafts.ts), and when the form opens again at the same
 * URL after sign-in it starts from them. Each form at a URL has its own draft (formDraftKey). Leaving the form (Cancel, a successful submit, any
 * navigation inside the console) drops the draft; a reload keeps it, as the page is not left.
 * Returns whether the values came from a draft, for the form shell's notice.
 */
export function useFormDraft<T>(initial: T | (() => T)): [T, Dispatch<SetStateAction<T>>, boolean] {
  const [start] = useState(() => {
    const base = typeof initial === 'function' ? (initial as () => T)() : initial
    const key = formDraftKey(currentDraftKey(), base)
    const draft = readDraft(key)
    return { key, restored: draft !== undefined, values: mergeDraft(base, draft) }
  })
  const { key, restored } = start
  const [values, setValues] = useState<T>(start.values)
  const latest = useRef(values)
  latest.current = values
  useEffect(() => {
    const unregister = registerDraft(key, () => latest.current)
    return () => {
      unregister()
      clearDraft(key)
    }
  }, [key])
  return [values, setValues, restored]
}
