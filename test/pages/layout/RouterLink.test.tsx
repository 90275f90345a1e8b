import { act } from 'preact/test-utils'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { preloadRoute, routes } from '../../../web/routes'
import { lazyPage } from '../../../web/routing/lazy-page'
import { RouterLink } from '../../../web/pages/layout/RouterLink'
import type { AppRoute } from '../../../web/routing/types'
import { loadDeferredWidgets, resetDeferredWork } from '../../../web/ui/deferred'
import { render, sleep, withDom } from '../../../test-support/dom'

/**
 * Issue #34: a link fetches the code of the page it leads to once the page it sits on is idle, so
 * the click waits for data only. The storage tab's page is swapped for one that records its loads.
 */
const Links = suite('RouterLink preloads')
withDom(Links)

const storage = routes.find((r) => r.path === '/projects/:project/instances/:instance/storage')! as AppRoute & {
  page: unknown
}
const original = storage.page
let loads = 0
Links.before.each(() => {
  resetDeferredWork()
  loads = 0
  storage.page = lazyPage(() => {
    loads++
    return new Promise(() => {})
  })
})
Links.after.each(() => {
  resetDeferredWork()
  storage.page = original
})

Links('preloadRoute follows a redirect to the page it leads to', () => {
  preloadRoute('/projects/p/instances/db1')
  assert.is(loads, 1, "an instance's link leads to its storage tab")
  preloadRoute('/projects/p/instances/db1/storage?x=1')
  assert.is(loads, 1, 'one fetch however many links lead to the page')
  preloadRoute('https://docs.example/instances')
})

Links('links fetch their pages once deferred work may start, not before', async () => {
  render(
    <>
      <RouterLink href="/projects/p/instances/db1">db1</RouterLink>
      <RouterLink href="/projects/p/instances/db2/storage">db2</RouterLink>
    </>,
  )
  await act(async () => {
    await sleep(0)
  })
  assert.is(loads, 0)
  act(() => loadDeferredWidgets())
  assert.is(loads, 1)
})

Links('the serial console is not fetched ahead', async () => {
  const serial = routes.find((r) => r.path.endsWith('/serial-console'))! as AppRoute & { page: unknown }
  const serialPage = serial.page
  let consoleLoads = 0
  serial.page = lazyPage(() => {
    consoleLoads++
    return new Promise(() => {})
  })
  try {
    act(() => loadDeferredWidgets())
    render(<RouterLink href="/projects/p/instances/db1/serial-console">Serial console</RouterLink>)
    await act(async () => {
      await sleep(0)
    })
    assert.is(consoleLoads, 0)
  } finally {
    serial.page = serialPage
  }
})

Links.run()
