import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { forgetStarted } from './queries'

/**
 * The page's Refresh: every query a part of the page on screen reads asks again, whichever part shows
 * it (a list, a card, the header above an object's tabs), so the page is as fresh as its newest
 * part; a cached answer nothing on screen reads is left as it is. One function for the whole page,
 * however many lists hand it to the page's Refresh (web/ui/PageRefresh.tsx calls it once). Apart
 * from ./hooks.ts, whose every byte loads before the first page: only a page with a list needs this.
 */
export function useRefreshShown() {
  const { mutate } = useSWRConfig()
  return useCallback(() => {
    // a read started ahead of its page may be older than this press
    forgetStarted()
    void mutate(() => true)
  }, [mutate])
}
