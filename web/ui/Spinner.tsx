import { useEffect, useState } from 'react'

export function Spinner({ label }: { label?: string }) {
  return (
    <span
      className="spinner"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  )
}

/** the rules: constants: a spinner shown for at least 500 ms, so fast loads do not flash. */
const MIN_SPINNER_MS = 500

export function useMinimumDisplay(active: boolean, ms = MIN_SPINNER_MS) {
  const [shown, setShown] = useState(active)
  useEffect(() => {
    if (active) {
      setShown(true)
      return
    }
    const t = setTimeout(() => setShown(false), ms)
    return () => clearTimeout(t)
  }, [active, ms])
  return active || shown
}
