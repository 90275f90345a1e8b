import { useEffect, useRef } from 'react'

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

/**
 * A form shell's part in "errors where the person is": `ref` goes on the form element, and
 * `afterSubmit()` follows each submit. After the render that shows the messages, a submit the
 * form's checks stopped (no write started) takes the person to the first problem; a write that
 * settles with an error (`pending` going false while `failed`) does the same as the refusal shows.
 * Never while the person types: a summary that changes as fields are fixed moves nothing.
 */
export function useErrorFocus(pending: boolean | undefined, failed: boolean) {
  const ref = useRef<HTMLFormElement>(null)
  const latestPending = useRef(pending)
  latestPending.current = pending
  const soon = (check: () => boolean) =>
    setTimeout(() => {
      if (ref.current && check()) focusFirstError(ref.current)
    }, 0)
  const wasPending = useRef(pending)
  useEffect(() => {
    if (wasPending.current && !pending && failed) soon(() => true)
    wasPending.current = pending
  }, [pending, failed])
  // a write under way means the checks passed: what the summary says then is not this submit's
  const afterSubmit = () => soon(() => !latestPending.current)
  return { ref, afterSubmit }
}
