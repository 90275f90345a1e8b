import { useQuery } from '../../../../api/reads'
import { ReadFailed } from '../../../../ui/ReadFailed'
import { formatNumber } from '../../../../util/format'
import { UsageBar } from '../../../common/usage/UsageBar'
import { usageFigure } from '../../../common/usage/usage'

/** 'used / capacity' of a pool's addresses with a bar; one small query per pool. */
export function PoolUtilization({ pool }: { pool: string }) {
  const { data, error, mutate } = useQuery('systemIpPoolUtilizationView', { path: { pool } })
  if (error) return <ReadFailed what={`${pool} addresses used`} message={error.message} onRetry={() => void mutate()} />
  if (!data) return <span className="muted">…</span>
  const used = data.capacity - data.remaining
  if (data.capacity === 0) return <span className="muted">No addresses</span>
  return (
    <UsageBar
      label={`${pool} addresses used`}
      figure={usageFigure(used, data.capacity)}
      text={`${formatNumber(used)} / ${formatNumber(data.capacity)}`}
    />
  )
}
