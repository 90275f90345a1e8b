import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import { clearDraft, currentDraftKey, mergeDraft, readDraft, registerDraft } from '../util/drafts'

/**
 * A form's values, as `useState(initial)`, that survive an expired session (issue #24): while the
 * form is open a 401 keeps them (web/util/drafts.ts), and when the form opens again at the same
 * URL after sign-in it starts from them. Leaving the form (Cancel, a successful submit, any
 * navigation inside the console) drops the draft; a reload keeps it, as the page is not left.
 * Returns whether the values came from a draft, for the form shell's notice.
 */
export function useFormDraft<T>(initial: T | (() => T)): [T, Dispatch<SetStateAction<T>>, boolean] {
  const [key] = useState(currentDraftKey)
  const [restored] = useState(() => readDraft(key) !== undefined)
  const [values, setValues] = useState<T>(() => {
    const base = typeof initial === 'function' ? (initial as () => T)() : initial
    return mergeDraft(base, readDraft(key))
  })
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
