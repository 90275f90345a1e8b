import type { ReactNode } from 'react'
import { suite } from 'uvu'
import { SWRConfig } from 'swr'
import { swrConfig } from '../../web/api/hooks'
import { useQuery } from '../../web/api/reads'
import { render, withDom } from '../../test-support/dom'
import { holds, until } from '../../test-support/until'

const Hooks = suite('useQuery')
withDom(Hooks)

let calls = 0
Hooks.before.each(() => {
  calls = 0
  globalThis.fetch = (async () => {
    calls++
    return new Response(JSON.stringify({ status: 'ok' }), { status: 200, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
})

function Poller({ every }: { every: (data?: unknown) => number }) {
  const q = useQuery('ping', {}, { refreshInterval: every })
  return <span>{q.data ? 'loaded' : 'loading'}</span>
}

// A fresh cache per render so suites do not share keys (like SWR's own tests).
const wrap = (node: ReactNode) => <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>{node}</SWRConfig>

Hooks('a function interval that depends on the data starts polling once data arrives', async () => {
  // Hoisted (same identity every render), as pages write it: it says "poll" only once there is data.
  const every = (data?: unknown) => (data ? 20 : 0)
  render(wrap(<Poller every={every} />))
  await until(() => calls >= 3, { what: () => `polling (a third call); got ${calls} call(s): ${document.body.textContent}` })
})

Hooks('an interval of 0 does not poll', async () => {
  const never = () => 0
  render(wrap(<Poller every={never} />))
  // The data arriving is when SWR asks the function for the next interval; from then on a poll would come within
  // its period (20 ms above), so a window ten times that shows none comes, on a slow machine too.
  await until(() => document.body.textContent === 'loaded', { what: 'the first answer' })
  await holds(() => calls === 1, { what: 'a single call', window: 200 })
})

Hooks.run()
