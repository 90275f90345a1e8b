import { createElement, type ComponentType } from 'react'

/** A route's page, loaded on first render like React.lazy, that can also be fetched ahead of time. */
export type LazyPage = ComponentType & {
  /**
   * Start fetching the page's chunk (and the chunks it imports) without rendering it; the promise settles
   * (never rejects) when this try is over, for callers that must know the page can render at once.
   */
  preload: () => Promise<void>
}

/** One try at fetching the chunk: a render waiting on it sees its failure. */
type Attempt = { promise: Promise<void>; failed: boolean; error?: unknown }

/**
 * React.lazy plus `preload`, with one load shared by both and a failure that is not kept
 *. preact/compat's lazy kept its first promise for good: a chunk that failed once
 * (a 503 while the control plane restarts, a dropped connection) failed every later render too,
 * so the route stayed on its error page until a full reload, even after navigating away and
 * back; and the sidebar's preload (web/ui/deferred.ts) ran a second import beside it that the
 * render never used, so a preloaded page still suspended once on its first render.
 *
 * Here a render waiting on a try that failed throws that error (to the page's ErrorBoundary),
 * and the next render, or preload, tries again: Chromium fetches a failed dynamic import again.
 * A failed preload nobody waited on is forgotten. A page whose chunk has arrived renders at once.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let component: ComponentType | undefined
  let current: Attempt | undefined
  let waiting: Attempt | undefined

  const start = (): Attempt => {
    if (current) return current
    const attempt: Attempt = { promise: Promise.resolve(), failed: false }
    attempt.promise = load().then(
      (m) => {
        component = m.default
      },
      (error: unknown) => {
        attempt.failed = true
        attempt.error = error
        if (current === attempt) current = undefined
      },
    )
    current = attempt
    return attempt
  }

  function Page(props: object) {
    if (component) return createElement(component, props)
    if (waiting?.failed) {
      const { error } = waiting
      waiting = undefined
      throw error
    }
    waiting = start()
    // Suspense re-renders this once the promise settles (it never rejects: see start).
    throw waiting.promise
  }
  return Object.assign(Page, {
    preload: () => (component ? Promise.resolve() : start().promise),
  })
}
