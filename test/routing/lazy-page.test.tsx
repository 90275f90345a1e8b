import { Suspense, useState } from 'react'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { ErrorBoundary } from '../../web/pages/errors/ErrorBoundary'
import { lazyPage } from '../../web/routing/lazy-page'
import { render, withDom } from '../../test-support/dom'
import { until } from '../../test-support/until'

/**
 * : a route's page chunk, with controlled promises. The chunk may fail once (a 503
 * while the control plane restarts) and must load on the next try; a chunk already fetched by
 * the sidebar's preload must render without suspending.
 */
const LazyPage = suite('lazyPage')
withDom(LazyPage)

const Hello = () => <p>page content</p>
const module = { default: Hello }

function controlled() {
  const calls: { resolve: (m: typeof module) => void; reject: (e: unknown) => void }[] = []
  const load = () => new Promise<typeof module>((resolve, reject) => calls.push({ resolve, reject }))
  return { calls, load }
}

const text = () => document.body.textContent ?? ''
const showing = (s: string) =>
  until(() => text().includes(s), { what: () => `"${s}" shown; the page reads "${text()}"` })
let navigate: (to: string) => void = () => {}

/** Like RouteView: an ErrorBoundary reset by the location, then Suspense, then the page. */
function Route({ Page }: { Page: ReturnType<typeof lazyPage> }) {
  const [location, setLocation] = useState('/a')
  navigate = setLocation
  return (
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={<p>loading</p>}>{location === '/a' ? <Page /> : <p>other page</p>}</Suspense>
    </ErrorBoundary>
  )
}

LazyPage('a chunk that failed once loads when the route is visited again', async () => {
  const { calls, load } = controlled()
  const Page = lazyPage(load)
  const errors = console.error
  console.error = () => {}
  try {
    render(<Route Page={Page} />)
    assert.match(text(), 'loading')
    calls[0].reject(new TypeError('Failed to fetch dynamically imported module'))
    await showing('Something went wrong') // the failure reaches the error page
    act(() => navigate('/b'))
    await showing('other page')
    act(() => navigate('/a'))
    await until(() => calls.length === 2, { what: 'the page asking for its chunk again' })
    calls[1].resolve(module)
    await showing('page content')
  } finally {
    console.error = errors
  }
})

LazyPage('a failed preload nobody waited on does not fail the next render', async () => {
  const { calls, load } = controlled()
  const Page = lazyPage(load)
  const preloaded = Page.preload()
  calls[0].reject(new TypeError('Failed to fetch dynamically imported module'))
  await preloaded // settles, never rejects, once the try is over
  render(<Route Page={Page} />)
  assert.match(text(), 'loading')
  assert.is(calls.length, 2)
  calls[1].resolve(module)
  await showing('page content')
})

LazyPage('a page whose chunk the preload fetched renders at once, sharing that load', async () => {
  const { calls, load } = controlled()
  const Page = lazyPage(load)
  Page.preload()
  const preloaded = Page.preload()
  calls[0].resolve(module)
  await preloaded
  render(<Route Page={Page} />)
  assert.match(text(), 'page content', 'no fallback first')
  assert.is(calls.length, 1)
})

LazyPage('a render during a preload waits for that same load', async () => {
  const { calls, load } = controlled()
  const Page = lazyPage(load)
  Page.preload()
  render(<Route Page={Page} />)
  assert.match(text(), 'loading')
  assert.is(calls.length, 1)
  calls[0].resolve(module)
  await showing('page content')
})

LazyPage.run()
