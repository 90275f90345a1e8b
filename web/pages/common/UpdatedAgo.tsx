import { useEffect, useState } from 'react'

/** When the list last arrived from the server: set each time a fetch settles without error. */
export function useUpdatedAt(validating: boolean, ok: boolean) {
  const [at, setAt] = useState<number | undefined>(undefined)
  useEffect(() => {
    if (!validating && ok) setAt(Date.now())
  }, [validating, ok])
  return at
}

/** 'Updated Ns ago', re-rendered every 5 s so it keeps ticking while the page is open. */
export function UpdatedAgo({ at }: { at?: number }) {
  const [, tick] = useState(0)
  useEffect(() => {
    const id = setInterval(() => tick((n) => n + 1), 5000)
    return () => clearInterval(id)
  }, [])
  if (at === undefined) return null
  const s = Math.max(0, Math.round((Date.now() - at) / 1000))
  return <span className="muted">Updated {s < 60 ? `${s}s` : `${Math.floor(s / 60)}m`} ago</span>
}
