import { useEffect, useState } from 'react'

/** the rules: screens/§9: the global loading bar appears only once loading has lasted 20 ms. */
export const LOADING_BAR_DELAY_MS = 20

export function LoadingBar({ loading }: { loading: boolean }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!loading) {
      setVisible(false)
      return
    }
    const t = setTimeout(() => setVisible(true), LOADING_BAR_DELAY_MS)
    return () => clearTimeout(t)
  }, [loading])
  return visible ? <div className="loading-bar" role="progressbar" aria-label="Loading page" /> : null
}
