import { useEffect } from 'react'
import { noteState } from './history-store'

/**
 * Keeps each state a page reads of a resource (an instance's run state as it polls), so its History
 * tab lists the changes this console saw, whoever made them.
 */
export function useNoteState(resourceId: string | undefined, state: string | undefined) {
  useEffect(() => {
    if (resourceId && state) noteState(resourceId, state)
  }, [resourceId, state])
}
