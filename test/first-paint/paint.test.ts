import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { resetEarlyCalls, startEarlyCall, takeEarlyCall } from '../../web/api/early-calls'
import { paintFirstRoute, paintInto, paintableItems } from '../../web/first-paint/paint'
import { entryMayRun, firstPaintReady, getFirstPaint } from '../../web/first-paint/slot'
import { takeOverFirstPaint, takeOverFirstPaintElsewhere } from '../../web/ui/first-paint'
import { withDom } from '../../test-support/dom'

/**
 * : the starter paints a list's first rows only from a 200 with rows, only into a page the
 * app has not rendered yet, with the app's root hidden; the app then takes the region over in one
 * step, keeping focus on the same link. The response stays whole for the app's fetch core.
 */
const Paint = suite('first paint: painting and taking over')
withDom(Paint)

const list = '/v1/instances?project=p&sort_by=name_ascending&limit=50'
const db1 = {
  id: 'i1',
  name: 'db1',
  run_state: 'running',
  ncpus: 2,
  memory: 1024,
  time_created: '2025-01-01T00:00:00Z',
}
const realFetch = globalThis.fetch
let answer: () => Response

Paint.before.each(() => {
  resetEarlyCalls()
  delete (globalThis as Record<string, unknown>).__rackConsoleFirstPaint
  document.body.innerHTML = '<div id="root"></div>'
  globalThis.fetch = (async () => answer()) as typeof fetch
})
Paint.after(() => {
  globalThis.fetch = realFetch
  resetEarlyCalls()
})

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const root = () => document.getElementById('root')!
const region = () => document.getElementById('first-paint')

/** The starter's steps for `/projects/p/instances` + `search`; resolves when it would run the entry. */
async function start(search = '') {
  startEarlyCall(list, {})
  await entryMayRun(paintFirstRoute({ pathname: '/projects/p/instances', search }, [list]))
}

/** An answer the test hands over when it chooses, and a page's code that never comes unless told. */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}
const never = new Promise<void>(() => {})
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 0))
}

Paint('a 200 with rows is painted, the root hidden, and the app still gets the whole response', async () => {
  answer = () => json(200, { items: [db1], next_page: null })
  await start()
  assert.ok(region(), 'painted')
  assert.is(region()!.getAttribute('data-path'), '/projects/p/instances')
  assert.ok(root().hidden)
  assert.ok(region()!.nextElementSibling === root(), 'beside the root, before it')
  const taken = await takeEarlyCall(list)!
  assert.is(((await taken.json()) as { items: unknown[] }).items.length, 1)
})

Paint('the rows are painted in the theme the user chose', async () => {
  localStorage.setItem('rack-console-theme', 'dark')
  answer = () => json(200, { items: [db1], next_page: null })
  await start()
  assert.ok(region())
  assert.is(document.documentElement.dataset.theme, 'dark')
  localStorage.removeItem('rack-console-theme')
  delete document.documentElement.dataset.theme
})

Paint('a 401, an error or an empty list is left to the app', async () => {
  for (const [status, body] of [
    // rows in the body do not make an error paintable
    [401, { error_code: 'Unauthorized', message: 'no', items: [db1] }],
    [500, { message: 'boom', items: [db1] }],
    [200, { items: [], next_page: null }],
  ] as const) {
    resetEarlyCalls()
    answer = () => json(status, body)
    await start()
    assert.is(region(), null, `${status}`)
    assert.not.ok(root().hidden)
  }
})

Paint('a location with a filter or a view is left to the app', async () => {
  answer = () => json(200, { items: [db1], next_page: null })
  await start('?filter=db')
  assert.is(region(), null)
})

Paint('nothing is painted over an app that has rendered', () => {
  root().append(document.createElement('div'))
  assert.not.ok(paintInto(document, '/projects/p/instances', '<table></table>'))
  assert.is(region(), null)
  assert.not.ok(root().hidden)
})

Paint('only a list with rows is paintable', () => {
  assert.equal(paintableItems({ items: [db1] }), [db1])
  for (const body of [null, {}, { items: [] }, { items: 'x' }, 'text']) assert.is(paintableItems(body), null)
})

Paint('the app takes over in one step: the region goes, the root shows, focus moves to the same link', () => {
  assert.ok(paintInto(document, '/projects/p/instances', '<a href="/projects/p/instances/db1">db1</a>'))
  region()!.querySelector('a')!.focus()
  root().innerHTML = '<a href="/elsewhere">x</a><a href="/projects/p/instances/db1">db1</a>'
  takeOverFirstPaint()
  assert.is(region(), null)
  assert.not.ok(root().hidden)
  assert.is(document.activeElement, root().querySelectorAll('a')[1])
})

Paint('a route elsewhere takes over at once; the painted route waits for its list', () => {
  assert.ok(paintInto(document, '/projects/p/instances', '<p>rows</p>'))
  takeOverFirstPaintElsewhere('/projects/p/instances')
  assert.ok(region(), 'still painted')
  takeOverFirstPaintElsewhere('/projects/p/instances/db1/storage')
  assert.is(region(), null)
  assert.not.ok(root().hidden)
})

Paint('the entry runs once the rows are painted, however late the answer comes within the hold', async () => {
  const late = deferred<Response>()
  globalThis.fetch = (() => late.promise) as typeof fetch
  let ran = false
  const run = start().then(() => (ran = true))
  // the entry's own work must not wait a timer turn after it runs, answer or not (at 4x CPU that turn is long)
  await turns(3)
  assert.not.ok(ran, 'held for the answer')
  late.resolve(json(200, { items: [db1], next_page: null }))
  await run
  assert.ok(region(), 'the rows were painted before the entry ran')
})

Paint('no list to paint, the entry runs at once', async () => {
  await entryMayRun(paintFirstRoute({ pathname: '/projects/p/disks', search: '' }, [list]))
  assert.is(getFirstPaint(), undefined)
})

Paint('an answer that does not come holds the entry no longer than the bound', async () => {
  globalThis.fetch = (() => never) as unknown as typeof fetch
  startEarlyCall(list, {})
  const paint = paintFirstRoute({ pathname: '/projects/p/instances', search: '' }, [list])
  await entryMayRun(paint, 1)
  assert.not.ok(paint!.done)
  assert.is(region(), null)
})

Paint('the app, once run, still lets an answer that beats its page code paint first', async () => {
  const late = deferred<Response>()
  globalThis.fetch = (() => late.promise) as typeof fetch
  startEarlyCall(list, {})
  paintFirstRoute({ pathname: '/projects/p/instances', search: '' }, [list])
  let ready = false
  const waiting = firstPaintReady(never).then(() => (ready = true))
  await turns(3)
  assert.not.ok(ready, 'waits for the answer while the page code is not in')
  late.resolve(json(200, { items: [db1], next_page: null }))
  await waiting
  assert.ok(region())
})

Paint('the app renders once its page code is in, without waiting for a slow answer', async () => {
  globalThis.fetch = (() => never) as unknown as typeof fetch
  startEarlyCall(list, {})
  paintFirstRoute({ pathname: '/projects/p/instances', search: '' }, [list])
  await firstPaintReady(Promise.resolve())
  assert.is(region(), null)
})

Paint.run()
