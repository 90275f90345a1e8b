import { useQuery } from '../../../../api/reads'
import { useFormSave } from '../../../common/use-form-save'
import { IpPoolForm, ipPoolDefaults, type IpPoolFormValues } from './IpPoolForm'
import { capitalNoun, type PoolKind } from './pool-kinds'

/** The create form of a pool of either kind, over its list; on to the new pool's page. */
export function PoolCreate({ kind }: { kind: PoolKind }) {
  const write = useFormSave(kind.create, {
    params: (v: IpPoolFormValues) => ({ body: { name: v.name, description: v.description, ipVersion: v.ipVersion } }),
    created: (pool) => `${capitalNoun(kind)} ${pool.name} created`,
    back: kind.list(),
    then: (pool) => kind.page(pool.name),
  })
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

/**
 * The edit form of the pool named `pool`, over its page, once the pool is read. Saved as this user's
 * changes: a description someone else wrote meanwhile stays when this user renames the pool. Read and
 * written by ID, so a rename meanwhile is no 404.
 */
export function PoolEdit({ kind, pool }: { kind: PoolKind; pool: string }) {
  const { data } = useQuery(kind.view, { path: { pool } }, { throwOnError: true })
  const edit = useFormSave(kind.update, {
    view: kind.view,
    at: data && { path: { pool: data.id } },
    opened: data,
    saved: (p) => `${capitalNoun(kind)} ${p.name} updated`,
    back: kind.page(pool),
    savedTo: (p) => kind.page(p.name),
  })
  return (
    <>
      {data && (
        <IpPoolForm
          title={`Edit ${kind.noun}`}
          submitLabel={`Update ${kind.noun}`}
          initial={{ name: data.name, description: data.description, ipVersion: data.ipVersion }}
          withVersion={false}
          {...edit}
        />
      )}
    </>
  )
}
