import { useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { useFormSave } from '../../common/use-form-save'
import { capitalize } from './actions'
import { AffinityForm } from './AffinityForm'
import { byId, groupHref, kindLabel, useGroupKind, viewQuery } from './kind'

/**
 * Saved as this user's changes: a description someone else wrote meanwhile stays when
 * this user renames the group. Read and written by ID; a rename lands on the group's new page.
 */
export default function AffinityEditPage() {
  const { project, antiAffinityGroup: group } = useParams<{ project: string; antiAffinityGroup: string }>()
  const kind = useGroupKind()
  const { data } = useQuery(...viewQuery(kind, { project, group }), { throwOnError: true })
  const ids = byId(kind, data?.id ?? group)
  const edit = useFormSave(ids.update, {
    view: ids.view,
    at: data && ids.at,
    opened: data,
    saved: (g) => `${capitalize(kindLabel[kind])} ${g.name} updated`,
    back: groupHref(kind, { project, group }),
    savedTo: (g) => groupHref(kind, { project, group: g.name }),
  })
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
      {...edit}
    />
  )
}
