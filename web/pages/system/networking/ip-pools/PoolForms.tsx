import { useLocation } from 'wouter'
import type { IpPool, SubnetPool } from '../../../../api/generated/types'
import { useQuery } from '../../../../api/reads'
import { useCreateWrite } from '../../../common/use-create-form'
import { useNamedEditSave } from '../../../common/use-edit-form'
import { IpPoolForm, ipPoolDefaults, type IpPoolFormValues } from './IpPoolForm'
import { capitalNoun, type PoolKind } from './pool-kinds'

/** The create form of a pool of either kind, over its list; on to the new pool's page. */
export function PoolCreate({ kind }: { kind: PoolKind }) {
  const write = useCreateWrite(
    kind.create,
    (v: IpPoolFormValues) => ({ body: { name: v.name, description: v.description, ipVersion: v.ipVersion } }),
    {
      created: (pool) => `${capitalNoun(kind)} ${pool.name} created`,
      back: kind.list(),
      then: (pool) => kind.page(pool.name),
    },
  )
  return (
    <IpPoolForm
      title={`Create ${kind.noun}`}
      submitLabel={`Create ${kind.noun}`}
      initial={ipPoolDefaults}
      withVersion
      {...write}
    />
  )
}

/** The edit form of the pool named `pool`, over its page, once the pool is read. */
export function PoolEdit({ kind, pool }: { kind: PoolKind; pool: string }) {
  const [, navigate] = useLocation()
  const { data } = useQuery(kind.view, { path: { pool } }, { throwOnError: true })
  return <>{data && <PoolEditForm kind={kind} pool={data} close={() => navigate(kind.page(pool))} />}</>
}

/**
 * Saved as this user's changes: a description someone else wrote meanwhile stays when
 * this user renames the pool. Read and written by ID, so a rename meanwhile is no 404.
 */
function PoolEditForm({ kind, pool, close }: { kind: PoolKind; pool: IpPool | SubnetPool; close: () => void }) {
  const edit = useNamedEditSave(
    kind.update,
    kind.view,
    { path: { pool: pool.id } },
    {
      opened: pool,
      saved: (p) => `${capitalNoun(kind)} ${p.name} updated`,
      back: close,
      savedTo: (p) => kind.page(p.name),
    },
  )
  return (
    <IpPoolForm
      title={`Edit ${kind.noun}`}
      submitLabel={`Update ${kind.noun}`}
      initial={{ name: pool.name, description: pool.description, ipVersion: pool.ipVersion }}
      withVersion={false}
      {...edit}
    />
  )
}
