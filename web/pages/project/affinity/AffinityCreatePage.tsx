import { useLocation, useParams } from 'wouter'
import { useWrite } from '../../../api/writes'
import { addToast } from '../../../ui/Toast'
import { affinityHome, capitalize } from './actions'
import { AffinityForm, groupDefaults, type GroupFormValues } from './AffinityForm'
import { groupHref, groupOps, kindLabel } from './kind'

export default function AffinityCreatePage() {
  const { project } = useParams<{ project: string }>()
  const [, navigate] = useLocation()
  const create = useWrite(
    ({ kind, name, description, policy, failureDomain }: GroupFormValues) =>
      groupOps(kind, project).create({ name, description, policy, failureDomain }),
    {
      onSuccess: (group, { kind }) => {
        addToast({ content: `${capitalize(kindLabel[kind])} ${group.name} created` })
        navigate(groupHref(kind, { project, group: group.name }))
      },
    },
  )
  return (
    <AffinityForm
      mode="create"
      initial={groupDefaults}
      onClose={() => navigate(affinityHome(project))}
      {...create.form}
    />
  )
}
