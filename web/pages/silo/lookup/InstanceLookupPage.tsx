import { Redirect, useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { Spinner } from '../../../ui/Spinner'

/**
 * /lookup/instances/:instance and /lookup/i/:instance (the rules: screens): an instance id
 * to its project and name, then its storage tab. A failed lookup is thrown by
 * useQuery, so the error page (Not found for a 404) shows.
 */
export default function InstanceLookupPage() {
  const { instance: id } = useParams<{ instance: string }>()
  const instance = useQuery('instanceView', { path: { instance: id } }, { throwOnError: true }).data
  const project = useQuery(
    'projectView',
    { path: { project: instance?.projectId ?? '' } },
    { throwOnError: true, enabled: Boolean(instance) },
  ).data
  if (!instance || !project) return <Spinner label="Looking up instance" />
  return <Redirect to={to.instanceStorage({ project: project.name, instance: instance.name })} replace />
}
