import { useEffect, useState } from 'react'
import { nextFrame } from '../first-paint/slot'

/**
 * False while a page renders for the first time, true right after the browser has painted it: a
 * long page renders what the first screen shows, and the rest in the task after that paint, so a
 * click shows the new page's head within the click's 100 ms instead of after every section below
 * the fold has been built (: the create instance form). In a background tab, which draws
 * no frame, the rest follows at once.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let mounted = true
    void nextFrame().then(() => mounted && setPainted(true))
    return () => {
      mounted = false
    }
  }, [])
  return painted
}
