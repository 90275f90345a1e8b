import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { POLL_MS, useArraySource } from '../../../../web/pages/common/list/list-sources'
import { ROW_POLL_MS, useRowPolling } from '../../../../web/pages/common/list/row-polling'
import { render, withDom } from '../../../../test-support/dom'

// The console's own polls (not SWR's refresh intervals, which skip a hidden page by themselves): a hidden
// page schedules none of them, and a round already scheduled reads nothing.

type Row = { id: string; state: string }
const moving: Row[] = [
  { id: 'a', state: 'starting' },
  { id: 'b', state: 'running' },
]
const transitional = (r: Row) => r.state === 'starting'

let hidden = false
const timers = new Map<number, { delay: number; run: () => void; repeat: boolean }>()
let nextId = 1
const real = { setTimeout, clearTimeout, setInterval, clearInterval }
const fetched: string[] = []
const realFetch = globalThis.fetch

/** The console's timers of `delay` still pending (preact's own, of other delays, are left alone). */
const pending = (delay: number) => [...timers.values()].filter((t) => t.delay === delay)

function setVisibility(isHidden: boolean, announce = true) {
  hidden = isHidden
  if (announce) act(() => void document.dispatchEvent(new Event('visibilitychange')))
}

const Hidden = suite('a hidden page polls nothing')
withDom(Hidden)
Hidden.before.each(() => {
  hidden = false
  timers.clear()
  fetched.length = 0
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') })
  const add =
    (repeat: boolean) =>
    (run: () => void, delay = 0) => {
      const id = nextId++
      timers.set(id, { delay, run, repeat })
      return id as unknown as ReturnType<typeof setTimeout>
    }
  const remove = (id: unknown) => void timers.delete(id as number)
  Object.assign(globalThis, {
    setTimeout: add(false),
    setInterval: add(true),
    clearTimeout: remove,
    clearInterval: remove,
    fetch: async (url: string) => {
      fetched.push(String(url))
      return new Response('{"id":"a","state":"running"}', { headers: { 'content-type': 'application/json' } })
    },
  })
})
Hidden.after.each(() => {
  Object.assign(globalThis, real, { fetch: realFetch })
})

Hidden('an unpaged list stops reloading while hidden, and starts again when shown', () => {
  let reloads = 0
  function List() {
    useArraySource<Row>({ rows: moving, reload: () => reloads++ }, transitional)
    return null
  }
  render(<List />)
  assert.is(pending(POLL_MS).length, 1, 'a visible page with a moving row polls')

  setVisibility(true)
  assert.is(pending(POLL_MS).length, 0, 'hidden: no poll scheduled')
  assert.is(reloads, 0)

  setVisibility(false)
  assert.is(pending(POLL_MS).length, 1, 'shown again: polling resumes')
  pending(POLL_MS)[0].run()
  assert.is(reloads, 1)

  // hidden after the tick was set, before the page re-rendered: the tick asks nothing
  setVisibility(true, false)
  pending(POLL_MS)[0].run()
  assert.is(reloads, 1)
})

Hidden('All rows: the rows in view are not read while hidden, and a round already due reads nothing', async () => {
  function Rows() {
    useRowPolling(moving, {
      enabled: true,
      range: { start: 0, end: 2 },
      transitional,
      read: (r) => ['instanceView', { path: { instance: r.id } }],
      key: (r) => r.id,
    })
    return null
  }
  render(<Rows />)
  assert.is(pending(ROW_POLL_MS).length, 1, 'a visible page reads its transitional rows')

  setVisibility(true)
  assert.is(pending(ROW_POLL_MS).length, 0, 'hidden: no round scheduled')

  setVisibility(false)
  const [round] = pending(ROW_POLL_MS)
  assert.ok(round, 'shown again: the next round is scheduled')
  // hidden after the round was scheduled, before the page re-rendered: the round reads nothing
  setVisibility(true, false)
  await act(async () => round.run())
  assert.equal(fetched, [])
})

Hidden.run()
