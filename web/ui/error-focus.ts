import { useEffect, useRef, useState } from 'react'
import { FIELD_SUMMARY_ATTR, fieldProblems, type FieldProblem } from './ErrorSummary'

/** The error summary atop a form (FormErrors), marked so a failed submit can bring the person to it. */
export const ERROR_SUMMARY_ATTR = 'data-error-summary'

/**
 * Takes the person to what went wrong in a form: the first field marked invalid (its message is
 * its description) or, when no field carries the problem, the error summary. Scrolled to the middle of its scroller, so a sticky footer or top bar cannot
 * cover it. Whether there was anything to go to.
 */
export function focusFirstError(root: HTMLElement): boolean {
  const target =
    root.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    root.querySelector<HTMLElement>(`[${ERROR_SUMMARY_ATTR}]`)
  if (!target) return false
  target.focus({ preventScroll: true })
  target.scrollIntoView?.({ block: 'center' })
  return true
}

/** Whether two lists of problems read the same (a re-render with nothing new changes nothing). */
const sameProblems = (a: readonly FieldProblem[], b: readonly FieldProblem[]) =>
  a.length === b.length && a.every((p, i) => p.id === b[i].id && p.label === b[i].label && p.message === b[i].message)

/**
 * With several fields wrong, shows the summary (the shell's next render focuses it); with one,
 * or none but a refusal at the top, goes there.
 */
function goToProblems(
  root: HTMLElement,
  setProblems: (problems: FieldProblem[]) => void,
  focusSummary: { current: boolean },
) {
  const found = fieldProblems(root)
  if (found.length > 1) {
    focusSummary.current = true
    setProblems(found)
    return
  }
  setProblems([])
  focusFirstError(root)
}

/**
 * A form shell's part in "errors where the person is": `ref` goes on the form element,
 * `afterSubmit()` follows each submit, and `problems` goes to an ErrorSummary atop the form. After
 * the render that shows the messages, a submit the form's checks stopped (no write started) takes
 * the person to the problem: with several fields wrong, to the summary that lists them (each a
 * link to its field); with one, to that field. A write that settles with an error (`pending` going
 * false while `failed`) does the same as the refusal shows.
 * Never while the person types: the summary follows the fields as they are fixed, but moves nothing.
 */
export function useErrorFocus(pending: boolean | undefined, failed: boolean) {
  const ref = useRef<HTMLFormElement>(null)
  const [problems, setProblems] = useState<FieldProblem[]>([])
  // set when a submit found several problems: the summary takes focus once it has rendered
  const focusSummary = useRef(false)
  const latestPending = useRef(pending)
  latestPending.current = pending
  const soon = (check: () => boolean) =>
    setTimeout(() => {
      if (ref.current && check()) goToProblems(ref.current, setProblems, focusSummary)
    }, 0)
  useEffect(() => {
    const summary = focusSummary.current && ref.current?.querySelector<HTMLElement>(`[${FIELD_SUMMARY_ATTR}]`)
    // an effect of a render from before the summary's may run first: the flag waits for the summary
    if (!summary) return
    focusSummary.current = false
    summary.focus({ preventScroll: true })
    summary.scrollIntoView?.({ block: 'center' })
  })
  // While shown, the summary lists what of it is still wrong: a field fixed drops out, one gone (a
  // section switched away) too; once nothing is left the summary goes.
  const shown = problems.length > 0
  useEffect(() => {
    const root = ref.current
    if (!shown || !root) return
    const observer = new MutationObserver(() =>
      setProblems((old) => {
        // what this submit found and is still wrong: a problem new since is the next submit's to list
        const now = fieldProblems(root).filter((p) => old.some((o) => o.id === p.id))
        return sameProblems(old, now) ? old : now
      }),
    )
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributeFilter: ['aria-invalid'] })
    return () => observer.disconnect()
  }, [shown])
  const wasPending = useRef(pending)
  useEffect(() => {
    if (wasPending.current && !pending && failed) soon(() => true)
    wasPending.current = pending
  }, [pending, failed])
  // a write under way means the checks passed: what the summary says then is not this submit's
  const afterSubmit = () => soon(() => !latestPending.current)
  return { ref, afterSubmit, problems }
}
