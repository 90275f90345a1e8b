import { useState } from 'react'
import { useLocation, useParams } from 'wouter'
import { addToast } from '../../../ui/Toast'
import { affinityHome, capitalize } from './actions'
import AffinityPage from './AffinityPage'
import { AffinityForm, groupDefaults, type GroupFormValues } from './AffinityForm'
import { groupHref, groupOps, kindLabel } from './kind'
import { useApiWrite } from '../../../api/hooks'

export default function AffinityCreatePage() {
  const { project } = useParams<{ project: string }>()
  const [, navigate] = useLocation()
  const write = useApiWrite()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const create = ({ kind, name, description, policy, failureDomain }: GroupFormValues) =>
    groupOps(kind, project).create({ name, description, policy, failureDomain })
  return (
    <>
      <AffinityPage />
      <AffinityForm
        mode="create"
        initial={groupDefaults}
        pending={pending}
        serverError={error}
        onClose={() => navigate(affinityHome(project))}
        request={(v) => create(v).request()}
        onSubmit={async (v) => {
          const { kind } = v
          setPending(true)
          setError(undefined)
          try {
            const group = await create(v).run(write)
            addToast({ content: `${capitalize(kindLabel[kind])} ${group.name} created` })
            navigate(groupHref(kind, { project, group: group.name }))
          } catch (e) {
            setError((e as Error).message)
          } finally {
            setPending(false)
          }
        }}
      />
    </>
  )
}
