import { useLocation, useParams } from 'wouter'
import type { AntiAffinityGroup } from '../../../api/generated/types'
import { useQuery } from '../../../api/reads'
import { useNamedEditSave } from '../../common/use-edit-form'
import { capitalize } from './actions'
import { AffinityForm } from './AffinityForm'
import { byId, groupHref, kindLabel, useGroupKind, viewQuery, type GroupKind } from './kind'

export default function AffinityEditPage() {
  const { project, antiAffinityGroup: group } = useParams<{ project: string; antiAffinityGroup: string }>()
  const kind = useGroupKind()
  const [, navigate] = useLocation()
  const { data } = useQuery(...viewQuery(kind, { project, group }), { throwOnError: true })
  if (!data) return null
  return (
    <GroupEditForm
      kind={kind}
      group={data}
      close={() => navigate(groupHref(kind, { project, group }))}
      savedTo={(name) => groupHref(kind, { project, group: name })}
    />
  )
}

/**
 * Saved as this user's changes: a description someone else wrote meanwhile stays when
 * this user renames the group. Read and written by ID; a rename lands on the group's new page.
 */
function GroupEditForm({
  kind,
  group,
  close,
  savedTo,
}: {
  kind: GroupKind
  group: AntiAffinityGroup
  close: () => void
  savedTo: (name: string) => string
}) {
  const { view, update, at } = byId(kind, group.id)
  const edit = useNamedEditSave(update, view, at, {
    opened: group,
    saved: (g) => `${capitalize(kindLabel[kind])} ${g.name} updated`,
    back: close,
    savedTo: (g) => savedTo(g.name),
  })
  return (
    <AffinityForm
      mode="edit"
      initial={{
        kind,
        name: group.name,
        description: group.description,
        policy: group.policy,
        failureDomain: group.failureDomain,
      }}
      {...edit}
    />
  )
}
