import { useQuery } from '../../../../api/reads'
import { checkingBeforeDelete, ipPoolDeleteRefusal } from '../../../../api/rules/delete-effects'

/**
 * Why this IP pool cannot be deleted yet (it holds ranges), read as its delete dialog opens;
 * undefined when it can, or when the read fails (the server then says why itself).
 */
export function usePoolDeleteRefusal(pool: string): string | undefined {
  const ranges = useQuery('systemIpPoolRangeList', { path: { pool }, query: { limit: 100 } })
  if (ranges.error) return undefined
  if (!ranges.data) return checkingBeforeDelete('ranges')
  return ipPoolDeleteRefusal(ranges.data.items.map((r) => r.range))
}
