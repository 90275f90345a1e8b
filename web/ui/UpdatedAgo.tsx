import { useEffect, useState } from 'react'

/**
 * 'Updated Ns ago', re-rendered every `every` ms (5 s by default) so it keeps ticking while the
 * page is open; a live chart ticks each second.
 */
export function UpdatedAgo({ at, every = 5000 }: { at?: number; every?: number }) {
  const [, tick] = useState(0)
  useEffect(() => {
    const id = setInterval(() => tick((n) => n + 1), every)
    return () => clearInterval(id)
  }, [every])
  if (at === undefined) return null
  const s = Math.max(0, Math.round((Date.now() - at) / 1000))
  return <span className="muted">Updated {s < 60 ? `${s}s` : `${Math.floor(s / 60)}m`} ago</span>
}
