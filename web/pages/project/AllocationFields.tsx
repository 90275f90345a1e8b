import type { ReactNode } from 'react'
import type { IpVersion } from '../../api/generated/types'
import { SelectField } from '../../ui/Field'
import { AllItemsStatus, type AllItemsState } from '../../ui/AllItemsStatus'

type Pool = { name: string; ipVersion: IpVersion }

/**
 * How a created address or subnet is allocated (floating IPs, external subnets): the Allocation
 * choice, then either the pool picker (nothing picked is the silo's default; `fromPool` adds what
 * else the pool needs) or the field for one typed in (`explicit`).
 */
export function AllocationFields<A extends string>({
  allocation,
  options,
  onAllocation,
  pooled,
  pools,
  pool,
  fromPool,
  explicit,
}: {
  allocation: A
  options: { value: A; label: string }[]
  onAllocation: (a: A) => void
  /** The choice that allocates from a pool. */
  pooled: A
  /** The all-items load of the pools to pick from. */
  pools: AllItemsState & { data?: { items: Pool[] }; mutate: () => unknown }
  pool: { label: string; value: string; onValue: (pool: string) => void; placeholder: string; hint?: string }
  fromPool?: ReactNode
  explicit: ReactNode
}) {
  return (
    <>
      <SelectField label="Allocation" value={allocation} options={options} onValue={(v) => onAllocation(v as A)} />
      {allocation === pooled ? (
        <>
          <SelectField
            status={<AllItemsStatus state={pools} noun="pools" onRetry={() => void pools.mutate()} />}
            {...pool}
            options={(pools.data?.items ?? []).map((p) => ({ value: p.name, label: `${p.name} (${p.ipVersion})` }))}
          />
          {fromPool}
        </>
      ) : (
        explicit
      )}
    </>
  )
}
