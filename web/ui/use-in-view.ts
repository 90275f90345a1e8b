import { useEffect, useRef, useState } from 'react'

/**
 * True once the element `ref` points at has been in the viewport (and stays true): for per-row
 * reads a list makes only for the rows the user can see. The observer's first answer
 * comes after the element was laid out, so nothing read this way can hold the first paint.
 * Without IntersectionObserver (old engines, tests) the element counts as seen after it mounts.
 */
export function useInView<T extends Element>() {
  const ref = useRef<T>(null)
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (seen || !el) return
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true)
      return
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setSeen(true)
        observer.disconnect()
      }
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [seen])
  return [ref, seen] as const
}
