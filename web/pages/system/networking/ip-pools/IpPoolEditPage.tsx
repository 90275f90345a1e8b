import { useLocation, useParams } from 'wouter'
import { useApiMutation, usePageQuery } from '../../../../api/hooks'
import { requestPreview } from '../../../../api/request-preview'
import { pb } from '../../../../paths'
import { addToast } from '../../../../ui/Toast'
import { IpPoolForm, type IpPoolFormValues } from './IpPoolForm'

export default function IpPoolEditPage() {
  const { pool } = useParams<{ pool: string }>()
  const [, navigate] = useLocation()
  const { data } = usePageQuery('systemIpPoolView', { path: { pool } })
  const params = (v: IpPoolFormValues) => ({ path: { pool }, body: { name: v.name, description: v.description } })
  const update = useApiMutation('systemIpPoolUpdate', {
    onSuccess: (p) => {
      addToast({ content: `IP pool ${p.name} updated` })
      navigate(pb.ipPool({ pool: p.name }))
    },
  })
  return (
    <>
      {data && (
        <IpPoolForm
          title="Edit IP pool"
          submitLabel="Update IP pool"
          initial={{ name: data.name, description: data.description, ipVersion: data.ipVersion }}
          withVersion={false}
          pending={update.pending}
          serverError={update.error?.message}
          onClose={() => navigate(pb.ipPool({ pool }))}
          onSubmit={(v) => update.mutate(params(v))}
          request={(v) => requestPreview('systemIpPoolUpdate', params(v))}
        />
      )}
    </>
  )
}
