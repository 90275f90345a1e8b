import { act } from 'preact/test-utils'
import { suite } from 'uvu'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import * as assert from 'uvu/assert'
import { preloadRoute, routes } from '../../../web/routes'
import { lazyPage } from '../../../web/routing/lazy-page'
import { RouterLink } from '../../../web/pages/layout/RouterLink'
import type { AppRoute } from '../../../web/routing/types'
import { loadDeferredWidgets, resetDeferredWork, whenDeferredReady } from '../../../web/ui/deferred'
import { render, withDom } from '../../../test-support/dom'
import { holds } from '../../../test-support/until'

/**
 * Issue #34: a link fetches the code of the page it leads to when the user points at it, so the
 * click waits less. The storage tab's page is swapped for one that records its loads.
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

Links('a link fetches its page when pointed at or focused, not when it mounts', async () => {
  const body = render(
    <>
      <RouterLink href="/projects/p/instances/db1">db1</RouterLink>
      <RouterLink href="/projects/p/instances/db2/storage">db2</RouterLink>
    </>,
  )
  act(() => loadDeferredWidgets())
  // Deferred work has started (this resolves at once if so): a link that fetched on mount would do it now.
  await new Promise<void>((started) => whenDeferredReady(started))
  await holds(() => loads === 0, { what: 'nothing fetched ahead of intent', window: 100 })
  const [db1, db2] = body.querySelectorAll('a')
  act(() => db2.focus())
  assert.is(loads, 1, 'tabbing to a link fetches its page')
  act(() => void db1.dispatchEvent(new PointerEvent('pointerenter')))
  assert.is(loads, 1, 'the same page is fetched once')
})

Links('a click on a link to a redirect goes straight where it leads, the frame never torn down', () => {
  const { hook, history } = memoryLocation({ path: '/projects/p/instances', record: true })
  const body = render(
    <Router hook={hook}>
      <RouterLink href="/projects/p/instances/db1">db1</RouterLink>
      <RouterLink href="/projects/p/disks">disks</RouterLink>
    </Router>,
  )
  const [db1, disks] = body.querySelectorAll('a')
  assert.is(db1.getAttribute('href'), '/projects/p/instances/db1', 'the address shown is the link`s own')
  act(() => db1.click())
  assert.equal(history, ['/projects/p/instances', '/projects/p/instances/db1/storage'])
  act(() => disks.click())
  assert.is(history.at(-1), '/projects/p/disks')
})

Links.run()
