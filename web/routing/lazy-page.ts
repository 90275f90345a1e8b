import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** A route's page, loaded on first render like React.lazy, that can also be fetched ahead of time. */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Start fetching the page's chunk (and the chunks it imports) without rendering it. */
  preload: () => void
}

/**
 * React.lazy plus `preload`: the sidebar fetches its pages when the browser is idle, so a
 * click renders the next page without first waiting for its code. The browser's module map
 * makes the second import() of a module the same one; a failed preload is left for the render to
 * retry (and report).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return Object.assign(lazy(load), {
    preload: () => {
      load().catch(() => undefined)
    },
  })
}
