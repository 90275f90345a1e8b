import { useParams } from 'wouter'
import type { Instance } from '../../../api/generated/types'
import { useQuery } from '../../../api/reads'
import { instanceTransitional } from '../../../api/rules/instances'
import { useRouteQueries } from '../../../routing/route-data'
import type { InstanceQueries } from './queries'

export type InstanceParams = { project: string; instance: string }

/** What a modal opened from an instance's tab (attach a disk, add a NIC ...) is given. */
export type InstanceModalProps = { project: string; instance: Instance; onClose: () => void }

/** While the instance is between states, poll so the badge and the rules follow it (the rules: states). */
export const POLL_MS = 2000
const pollWhileTransitional = (i?: Pick<Instance, 'runState'>) => (i && instanceTransitional(i.runState) ? POLL_MS : 0)

export function useInstanceParams() {
  return useParams<InstanceParams>()
}

/** The instance every instance page is about, as its route reads it; a 404 shows the Not found page. Shared via the SWR cache. */
export function useInstance() {
  const { project, instance } = useInstanceParams()
  // A fresh closure each render on purpose: SWR re-reads a function interval only when its
  // polling effect re-runs, which is keyed on the function's identity. A hoisted function
  // would be asked once, before any data arrived, and polling would never start.
  // Come from the list, the instance it showed paints the page at once while the instance is read.
  const query = useQuery(...useRouteQueries<InstanceQueries>().instance.one, {
    throwOnError: true,
    refreshInterval: (i) => pollWhileTransitional(i),
    listed: { list: 'instanceList', params: (p) => p.query?.project === project, item: (i) => i.name === instance },
  })
  return { project, instanceName: instance, instance: query.data, mutate: query.mutate }
}
