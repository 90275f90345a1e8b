import { lazy, Suspense, useSyncExternalStore } from 'react'
import { activity } from '../common/activity-store'

// The panel's markup loads with the first bulk job, not with the first route.
const ActivityPanel = lazy(() => import('./ActivityPanel'))

/** Rendered by the Shell, so the jobs stay on screen across client-side navigation. */
export function ActivityHost() {
  const state = useSyncExternalStore(activity.subscribe, activity.get, activity.get)
  if (state.jobs.length === 0) return null
  return (
    <Suspense fallback={null}>
      <ActivityPanel state={state} />
    </Suspense>
  )
}
