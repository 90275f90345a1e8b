import { useEffect, useState } from 'react'

/**
 * False while a page renders for the first time, true right after the browser has painted it: a
 * long page renders what the first screen shows, and the rest in the task after that paint, so a
 * click shows the new page's head within the click's 100 ms instead of after every section below
 * the fold has been built (issue #34: the create instance form). In tests without layout
 * (happy-dom) the second render follows at once.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (painted) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // a frame's callback runs before that frame's paint; the task it queues runs after it
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      if (timer) clearTimeout(timer)
    }
  }, [painted])
  return painted
}
