import { useQuery } from '../../../../api/reads'
import { ReadFailed } from '../../../../ui/ReadFailed'
import { formatNumber } from '../../../../util/format'
import { UsageBar } from '../../../common/usage/UsageBar'
import { usageFigure } from '../../../common/usage/usage'

/** 'used / capacity' addresses of a subnet pool with a bar; one small query per pool. */
export function SubnetPoolUtilization({ pool }: { pool: string }) {
  const { data, error, mutate } = useQuery('systemSubnetPoolUtilizationView', { path: { pool } })
  if (error) return <ReadFailed what={`${pool} addresses used`} message={error.message} onRetry={() => void mutate()} />
  if (!data) return <span className="muted">…</span>
  if (data.capacity === 0) return <span className="muted">No subnets</span>
  const used = data.capacity - data.remaining
  return (
    <UsageBar
      label={`${pool} addresses used`}
      figure={usageFigure(used, data.capacity)}
      text={`${formatNumber(used)} / ${formatNumber(data.capacity)}`}
    />
  )
}
