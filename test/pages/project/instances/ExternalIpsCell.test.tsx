import { act } from 'preact/test-utils'
import { SWRConfig } from 'swr'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { swrConfig } from '../../../../web/api/hooks'
import { ExternalIpsCell } from '../../../../web/pages/project/instances/ExternalIpsCell'
import { render, withDom } from '../../../../test-support/dom'
import { holds, until } from '../../../../test-support/until'

/**
 * : a row's external IPs are read once the row is in view, never with the first paint of
 * rows out of it. A fake IntersectionObserver stands for the browser's.
 */
const Cell = suite('ExternalIpsCell')
withDom(Cell)

let requests: string[] = []
let observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = []
class FakeObserver {
  entry: { callback: IntersectionObserverCallback; targets: Element[] }
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] }
    observers.push(this.entry)
  }
  observe(el: Element) {
    this.entry.targets.push(el)
  }
  disconnect() {
    this.entry.targets = []
  }
}

Cell.before.each(() => {
  requests = []
  observers = []
  ;(globalThis as Record<string, unknown>).IntersectionObserver = FakeObserver
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    requests.push(String(input instanceof Request ? input.url : input))
    const items = [
      { kind: 'ephemeral', ip: '198.51.100.30' },
      { kind: 'snat', ip: '198.51.100.99' },
    ]
    return new Response(JSON.stringify({ items, next_page: null }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
})

Cell.after.each(() => {
  delete (globalThis as Record<string, unknown>).IntersectionObserver
})

const cells = () =>
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <table>
        <tbody>
          <tr>
            <td>
              <ExternalIpsCell project="p" instance="in-view" />
            </td>
          </tr>
          <tr>
            <td>
              <ExternalIpsCell project="p" instance="below" />
            </td>
          </tr>
        </tbody>
      </table>
    </SWRConfig>,
  )

Cell('reads only the rows that come into view', async () => {
  const body = cells()
  // Both cells watch their rows once mounted: a cell that read at mount would have asked by then.
  await until(() => observers.filter((o) => o.targets.length).length === 2, { what: 'both rows observed' })
  await holds(() => requests.length === 0, { what: 'nothing read before the rows are seen', window: 100 })
  assert.is(body.textContent, '……')
  const first = observers.find((o) => o.targets[0]?.closest('tr') === body.querySelector('tr'))!
  await act(async () => {
    first.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)
  })
  await until(() => body.querySelector('tr')!.textContent !== '…', { what: 'the first row read' })
  assert.is(requests.length, 1)
  assert.match(requests[0], '/v1/instances/in-view/external-ips')
  assert.is(body.querySelector('tr')!.textContent, '198.51.100.30')
})

Cell('without IntersectionObserver every row counts as seen once mounted', async () => {
  delete (globalThis as Record<string, unknown>).IntersectionObserver
  const body = cells()
  await until(() => !body.textContent!.includes('…'), { what: () => `both rows read; they show ${body.textContent}` })
  assert.is(requests.length, 2)
  assert.is(body.textContent, '198.51.100.30198.51.100.30')
})

Cell.run()
