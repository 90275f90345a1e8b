import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { resetEarlyCalls, startEarlyCall, takeEarlyCall } from '../../web/api/early-calls'
import { paintFirstRoute, paintInto, paintableItems } from '../../web/first-paint/paint'
import { firstPaintReady } from '../../web/first-paint/slot'
import { takeOverFirstPaint, takeOverFirstPaintElsewhere } from '../../web/ui/first-paint'
import { withDom } from '../../test-support/dom'

/**
 * Issue #34: the starter paints a list's first rows only from a 200 with rows, only into a page the
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

/** The starter's steps for `/projects/p/instances` + `search`; resolves once its paint is settled. */
async function start(search = '') {
  startEarlyCall(list, {})
  paintFirstRoute({ pathname: '/projects/p/instances', search }, [list])
  await firstPaintReady()
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

Paint.run()
