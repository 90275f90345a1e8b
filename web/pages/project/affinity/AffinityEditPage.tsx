import { useState } from 'react'
import { useLocation, useParams } from 'wouter'
import { usePageQuery, useApiWrite } from '../../../api/hooks'
import { addToast } from '../../../ui/Toast'
import { capitalize } from './actions'
import { AffinityForm, type GroupFormValues } from './AffinityForm'
import AffinityGroupPage from './AffinityGroupPage'
import { groupHref, groupOps, kindLabel, useGroupKind, viewQuery } from './kind'

export default function AffinityEditPage() {
  const { project, antiAffinityGroup: group } = useParams<{ project: string; antiAffinityGroup: string }>()
  const kind = useGroupKind()
  const [, navigate] = useLocation()
  const write = useApiWrite()
  const { data } = usePageQuery(...viewQuery(kind, { project, group }))
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const update = ({ name, description }: GroupFormValues) =>
    groupOps(kind, project).update(group, { name, description })
  return (
    <>
      <AffinityGroupPage />
      {data && (
        <AffinityForm
          mode="edit"
          initial={{
            kind,
            name: data.name,
            description: data.description,
            policy: data.policy,
            failureDomain: data.failureDomain,
          }}
          pending={pending}
          serverError={error}
          onClose={() => navigate(groupHref(kind, { project, group }))}
          request={(v) => update(v).request()}
          onSubmit={async (v) => {
            setPending(true)
            setError(undefined)
            try {
              const updated = await update(v).run(write)
              addToast({ content: `${capitalize(kindLabel[kind])} ${updated.name} updated` })
              navigate(groupHref(kind, { project, group: updated.name }))
            } catch (e) {
              setError((e as Error).message)
            } finally {
              setPending(false)
            }
          }}
        />
      )}
    </>
  )
}
