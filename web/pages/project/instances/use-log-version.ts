import { useEffect, useState } from 'react'
import type { SerialLog } from './serial-log'

/** How often at most a view of the log re-renders while output streams in. */
const LOG_VIEW_THROTTLE_MS = 250

/**
 * Re-render when the log changes, at most every LOG_VIEW_THROTTLE_MS: a boot log
 * arrives as hundreds of chunks a second, and the counts and matches need not
 * follow each one.
 */
export function useLogVersion(log: SerialLog): number {
  const [version, setVersion] = useState(log.version)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = log.subscribe(() => {
      timer ??= setTimeout(() => {
        timer = undefined
        setVersion(log.version)
      }, LOG_VIEW_THROTTLE_MS)
    })
    setVersion(log.version)
    return () => {
      unsubscribe()
      clearTimeout(timer)
    }
  }, [log])
  return version
}
