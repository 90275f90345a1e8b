import { useEffect, useRef } from 'react'

/**
 * What a form's submit settles with when its save is a change save (./use-change-save.ts), which
 * may stop at a conflict or a read-back and end only when the person chooses: whether the write
 * was made. A form keeps its draft until then (web/ui/use-form-draft.ts), so an edit that is
 * refused and then left keeps what was typed. `next()` is the submit's answer; the save's
 * success (`made`, from onSaved or onKept) settles it true, a refusal (a new `error`) false, and
 * so does leaving the form while the save waits for a choice: the draft then is kept.
 */
export function useSaveOutcome(error: unknown) {
  const waiting = useRef<((made: boolean) => void) | null>(null)
  const settle = (made: boolean) => {
    const done = waiting.current
    waiting.current = null
    done?.(made)
  }
  useEffect(() => {
    if (error) settle(false)
  }, [error])
  useEffect(() => () => settle(false), [])
  return {
    /** The answer of a submit about to start its save; an earlier one still waiting is a write not made. */
    next: () => {
      settle(false)
      return new Promise<boolean>((resolve) => {
        waiting.current = resolve
      })
    },
    /** The save landed, or the person kept the other change: nothing of this submit is left to keep. */
    made: () => settle(true),
  }
}

/** A write's promise as whether it was made, for a form that keeps its draft until it is: `wasMade(create.run(params))`. */
export const wasMade = (write: Promise<unknown>): Promise<boolean> =>
  write.then(
    () => true,
    () => false,
  )
