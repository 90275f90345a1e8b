import { useLocation, useParams } from 'wouter'
import type { SubnetPool } from '../../../../api/generated/types'
import { namedDoc, namedFormShape } from '../../../../api/change-shapes'
import { readOnce, usePageQuery } from '../../../../api/hooks'
import { pb } from '../../../../paths'
import { useEditSave } from '../../../common/use-edit-form'
import { IpPoolForm } from '../ip-pools/IpPoolForm'

export default function SubnetPoolEditPage() {
  const { subnetPool } = useParams<{ subnetPool: string }>()
  const [, navigate] = useLocation()
  const { data } = usePageQuery('systemSubnetPoolView', { path: { pool: subnetPool } })
  return <>{data && <SubnetPoolEditForm pool={data} close={() => navigate(pb.subnetPool({ subnetPool }))} />}</>
}

/**
 * Saved as this user's changes (issue #32), as an IP pool's edit is: only the fields this user
 * changed, on the pool as it is now, read and written by ID.
 */
function SubnetPoolEditForm({ pool, close }: { pool: SubnetPool; close: () => void }) {
  const at = { path: { pool: pool.id } }
  const edit = useEditSave('systemSubnetPoolUpdate', {
    opened: namedDoc(pool),
    read: async () => namedDoc(await readOnce('systemSubnetPoolView', at)),
    shape: namedFormShape,
    params: (doc) => ({ ...at, body: namedDoc(doc) }),
    saved: (p) => `Subnet pool ${p.name} updated`,
    back: close,
    savedTo: (p) => pb.subnetPool({ subnetPool: p.name }),
  })
  return (
    <IpPoolForm
      title="Edit subnet pool"
      submitLabel="Update subnet pool"
      initial={{ name: pool.name, description: pool.description, ipVersion: pool.ipVersion }}
      withVersion={false}
      {...edit}
    />
  )
}
