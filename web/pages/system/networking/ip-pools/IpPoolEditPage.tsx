import { useLocation, useParams } from 'wouter'
import type { IpPool } from '../../../../api/generated/types'
import { namedDoc, namedFormShape } from '../../../../api/change-shapes'
import { readOnce, usePageQuery } from '../../../../api/hooks'
import { pb } from '../../../../paths'
import { useEditSave } from '../../../common/use-edit-form'
import { IpPoolForm } from './IpPoolForm'

export default function IpPoolEditPage() {
  const { pool } = useParams<{ pool: string }>()
  const [, navigate] = useLocation()
  const { data } = usePageQuery('systemIpPoolView', { path: { pool } })
  return <>{data && <IpPoolEditForm pool={data} close={() => navigate(pb.ipPool({ pool }))} />}</>
}

/**
 * Saved as this user's changes (issue #32): a description someone else wrote meanwhile stays when
 * this user renames the pool. Read and written by ID, so a rename meanwhile is no 404.
 */
function IpPoolEditForm({ pool, close }: { pool: IpPool; close: () => void }) {
  const at = { path: { pool: pool.id } }
  const edit = useEditSave('systemIpPoolUpdate', {
    opened: namedDoc(pool),
    read: async () => namedDoc(await readOnce('systemIpPoolView', at)),
    shape: namedFormShape,
    params: (doc) => ({ ...at, body: namedDoc(doc) }),
    saved: (p) => `IP pool ${p.name} updated`,
    back: close,
    savedTo: (p) => pb.ipPool({ pool: p.name }),
  })
  return (
    <IpPoolForm
      title="Edit IP pool"
      submitLabel="Update IP pool"
      initial={{ name: pool.name, description: pool.description, ipVersion: pool.ipVersion }}
      withVersion={false}
      {...edit}
    />
  )
}
