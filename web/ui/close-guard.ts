import { useCallback, useRef } from 'react'

const here = () => (typeof window === 'undefined' ? '' : window.location.pathname + window.location.search)

/**
 * A dialog's onClose, ignored once the URL has moved on. When a form navigates on success, the
 * dialog is torn down while its focus trap still sees focus leave, and headlessui reports that as a
 * close; for route-backed forms (`/projects-new`) that close would navigate back over the success
 * navigation. Only a close on the page the dialog opened on is the user's.
 */
export function useCloseGuard(onClose: () => void) {
  const openedAt = useRef(here())
  return useCallback(() => {
    if (here() === openedAt.current) onClose()
  }, [onClose])
}
