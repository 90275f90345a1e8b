import { act } from 'preact/test-utils'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { preloadRoute, routes } from '../../../web/routes'
import { lazyPage } from '../../../web/routing/lazy-page'
import { RouterLink } from '../../../web/pages/layout/RouterLink'
import type { AppRoute } from '../../../web/routing/types'
import { loadDeferredWidgets, resetDeferredWork, whenDeferredReady } from '../../../web/ui/deferred'
import { render, withDom } from '../../../test-support/dom'
import { holds, until } from '../../../test-support/until'

/**
 * : a link fetches the code of the page it leads to when the user points at it, so the
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

Links('a click on a link to a redirect goes straight where it leads, the frame never torn down', async () => {
  history.replaceState(null, '', '/projects/p/instances')
  const body = render(
    <>
      <RouterLink href="/projects/p/instances/db1">db1</RouterLink>
      <RouterLink href="/projects/p/disks">disks</RouterLink>
    </>,
  )
  const [db1, disks] = body.querySelectorAll('a')
  assert.is(db1.getAttribute('href'), '/projects/p/instances/db1', 'the address shown is the link`s own')
  const before = history.length
  act(() => db1.click())
  // the page's code never comes here: the click goes once it has waited its moment
  await until(() => location.pathname === '/projects/p/instances/db1/storage', { what: 'the storage tab' })
  assert.is(history.length, before + 1, 'one entry: the redirect is not one of its own')
  act(() => disks.click())
  await until(() => location.pathname === '/projects/p/disks', { what: 'the disks' })
})

Links('a click that opens a tab or window, or leads off the app, is left to the browser', async () => {
  history.replaceState(null, '', '/projects/p/instances')
  const body = render(
    <>
      <RouterLink href="/projects/p/disks">disks</RouterLink>
      <RouterLink href="https://docs.example/x">docs</RouterLink>
      <RouterLink href="/projects/p/images" target="_blank">
        images
      </RouterLink>
    </>,
  )
  const [disks, docs, images] = body.querySelectorAll('a')
  // what the link's own handler did, read after it; then the test stops the browser's default (happy-dom would go there)
  const leftAlone: boolean[] = []
  const record = (e: Event) => {
    leftAlone.push(!e.defaultPrevented)
    e.preventDefault()
  }
  document.addEventListener('click', record)
  try {
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      act(() => void disks.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init })))
    for (const a of [docs, images])
      act(() => void a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })))
    assert.equal(leftAlone, [true, true, true, true, true, true])
    assert.is(location.pathname, '/projects/p/instances')
    // and a plain click on the app's own link is the app's
    act(() => void disks.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })))
    assert.equal(leftAlone.at(-1), false)
    await until(() => location.pathname === '/projects/p/disks', { what: 'the disks' })
  } finally {
    document.removeEventListener('click', record)
  }
})

Links.run()
