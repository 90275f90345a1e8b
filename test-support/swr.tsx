import { SWRConfig } from 'swr'
import { render } from './dom'

/**
 * Runs `hook` once in a component under SWR with canned answers (`fallback`, keyed by
 * unstable_serialize of the query key) and no revalidation, so nothing is fetched; returns what
 * the hook returned. Needs the DOM (withDom).
 */
export function hookWith<T>(fallback: Record<string, unknown>, hook: () => T): T {
  let result: T | undefined
  function Probe() {
    result = hook()
    return null
  }
  render(
    <SWRConfig value={{ provider: () => new Map(), fallback, revalidateOnMount: false, revalidateIfStale: false }}>
      <Probe />
    </SWRConfig>,
  )
  return result!
}
