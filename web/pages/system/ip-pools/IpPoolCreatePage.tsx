import { useLocation } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { IpPoolForm, ipPoolDefaults } from './IpPoolForm'
import IpPoolsPage from './IpPoolsPage'

export default function IpPoolCreatePage() {
  const [, navigate] = useLocation()
  const create = useApiMutation('systemIpPoolCreate', {
    invalidates: ['systemIpPoolList'],
    onSuccess: (pool) => {
      addToast({ content: `IP pool ${pool.name} created` })
      navigate(pb.ipPool({ pool: pool.name }))
    },
  })
  return (
    <>
      <IpPoolsPage />
      <IpPoolForm
        title="Create IP pool"
        submitLabel="Create IP pool"
        initial={ipPoolDefaults}
        withVersion
        pending={create.pending}
        serverError={create.error?.message}
        onClose={() => navigate(pb.ipPools())}
        onSubmit={(v) => create.mutate({ body: { name: v.name, description: v.description, ipVersion: v.ipVersion } })}
      />
    </>
  )
}
