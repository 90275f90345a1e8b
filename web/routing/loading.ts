import { createStore } from '../ui/store'

/** Number of route chunks (or page queries) still loading; the loading bar shows while > 0. */
export const routeLoading = createStore(0)

export function beginLoading() {
  routeLoading.set(routeLoading.get() + 1)
  return () => routeLoading.set(Math.max(0, routeLoading.get() - 1))
}
