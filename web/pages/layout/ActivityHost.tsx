import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { useQuery } from '../../api/reads'
import { activity } from '../common/activity/activity-store'
import { bindActivityOwner } from '../common/activity/activity-persist'

// The panel's markup loads with the first bulk job, not with the first route.
const ActivityPanel = lazy(() => import('./ActivityPanel'))

/**
 * Rendered by the Shell, so the jobs stay on screen across client-side navigation; once the
 * signed-in user is known, their jobs kept from before a reload come back.
 */
export function ActivityHost() {
  const me = useQuery('currentUserView', {}).data
  const owner = me ? `${me.siloId}/${me.id}` : undefined
  useEffect(() => {
    if (owner) bindActivityOwner(owner)
  }, [owner])
  const state = useSyncExternalStore(activity.subscribe, activity.get, activity.get)
  if (state.jobs.length === 0) return null
  return (
    <Suspense fallback={null}>
      <ActivityPanel state={state} />
    </Suspense>
  )
}
