import { forgetEarlyCalls, starterRan } from './api/early-calls'
import { matchPath } from './routes'
import { startFirstRoute } from './routing/start'

/**
 * Imported first by the entry (main.tsx), so this runs before the rest of the entry's modules are
 * even evaluated (issue #34). The preview build answers the API from a worker that is not up yet:
 * there RouteView starts the route once it renders.
 * The starter script (first-calls-start.ts) has usually sent the route's calls already: the route's
 * start takes them (web/api/early-calls.ts), and any it did not ask for are dropped here. When the
 * entry runs first (the two arrive side by side; on a busy machine either may), it waits for the
 * starter, which is small and nearly there, instead of sending the same calls itself and leaving the
 * starter nothing to paint: the boot awaits `firstRouteStarted`.
 */
function start() {
  startFirstRoute(location.pathname, matchPath)
  forgetEarlyCalls()
}

/** The starter's script, when the page lists one (build.ts). */
const starterScript = () => document.querySelector<HTMLScriptElement>('script[src^="/assets/first-"]')

function startAfterStarter(): Promise<void> {
  const script = starterRan() ? null : starterScript()
  if (!script) {
    start()
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    const go = () => {
      script.removeEventListener('load', go)
      script.removeEventListener('error', go)
      start()
      resolve()
    }
    // a module script's load fires once it has run; error if it could not be fetched
    script.addEventListener('load', go)
    script.addEventListener('error', go)
  })
}

export const firstRouteStarted: Promise<void> =
  !__PREVIEW__ && typeof location !== 'undefined' ? startAfterStarter() : Promise.resolve()
