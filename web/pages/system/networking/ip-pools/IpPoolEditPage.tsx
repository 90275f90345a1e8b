import { useLocation, useParams } from 'wouter'
import { formWrite, useCallSubmit } from '../../../../api/use-submit'
import { usePageQuery } from '../../../../api/hooks'
import { pb } from '../../../../paths'
import { addToast } from '../../../../ui/Toast'
import { IpPoolForm, type IpPoolFormValues } from './IpPoolForm'

export default function IpPoolEditPage() {
  const { pool } = useParams<{ pool: string }>()
  const [, navigate] = useLocation()
  const { data } = usePageQuery('systemIpPoolView', { path: { pool } })
  const params = (v: IpPoolFormValues) => ({ path: { pool }, body: { name: v.name, description: v.description } })
  const update = useCallSubmit('systemIpPoolUpdate', params, {
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
          onClose={() => navigate(pb.ipPool({ pool }))}
          {...formWrite(update)}
        />
      )}
    </>
  )
}
