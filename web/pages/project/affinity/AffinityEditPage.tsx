import { useLocation, useParams } from 'wouter'
import { usePageQuery } from '../../../api/hooks'
import { useSubmit } from '../../../api/use-submit'
import { addToast } from '../../../ui/Toast'
import { capitalize } from './actions'
import { AffinityForm, type GroupFormValues } from './AffinityForm'
import { groupHref, groupOps, kindLabel, useGroupKind, viewQuery } from './kind'

export default function AffinityEditPage() {
  const { project, antiAffinityGroup: group } = useParams<{ project: string; antiAffinityGroup: string }>()
  const kind = useGroupKind()
  const [, navigate] = useLocation()
  const { data } = usePageQuery(...viewQuery(kind, { project, group }))
  const update = useSubmit(
    ({ name, description }: GroupFormValues) => groupOps(kind, project).update(group, { name, description }),
    {
      onSuccess: (updated) => {
        addToast({ content: `${capitalize(kindLabel[kind])} ${updated.name} updated` })
        navigate(groupHref(kind, { project, group: updated.name }))
      },
    },
  )
  if (!data) return null
  return (
    <AffinityForm
      mode="edit"
      initial={{
        kind,
        name: data.name,
        description: data.description,
        policy: data.policy,
        failureDomain: data.failureDomain,
      }}
      pending={update.pending}
      serverError={update.error?.message}
      onClose={() => navigate(groupHref(kind, { project, group }))}
      request={update.request}
      onSubmit={update.submit}
    />
  )
}
