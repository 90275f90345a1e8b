/**
 * Reads that take several calls, for `useQuery` (./reads.ts): each names the operations it reads,
 * so a write reaching any of them revalidates it (docs/CONTRACTS.md "Writes"); pages never fetch in
 * an effect or hold their own SWR keys.
 */
import type { OxqlQueryResult } from './generated/types'
import { readOxqlResult } from './oxql-result'
import { useQuery, type Read } from './reads'

/**
 * OxQL queries run together (one chart, one axis): project-scoped when `project` is given,
 * fleet-wide otherwise. One failure fails the chart. A `refreshInterval` re-runs them (a live range);
 * a live chart polls only while someone can see it (SWR's default, said here because it is the point).
 */
export const oxqlQueries: Read<{ project: string | null; queries: string[] }, OxqlQueryResult[]> = {
  name: 'oxql',
  reads: ['timeseriesQuery', 'systemTimeseriesQuery'],
  load: ({ project, queries }, call) =>
    Promise.all(
      queries.map((query) =>
        // checked before a chart reads it: a malformed answer fails its chart, not the page (./oxql-result.ts)
        (project ? call('timeseriesQuery', { query: { project }, body: { query } }) : call('systemTimeseriesQuery', { body: { query } })).then(readOxqlResult),
      ),
    ),
}

/**
 * The address lot holding a block (announcements name a block; forms pick a lot): every lot's
 * view, searched for the block. '' when no lot holds it or there is no block; undefined while loading.
 */
export function useLotOfBlock(lotNames: string[] | undefined, blockId: string | undefined) {
  const views = useQuery(
    'networkingAddressLotView',
    blockId ? lotNames?.map((name) => ({ path: { addressLot: name } })) : undefined,
    { settle: true },
  )
  if (lotNames && !blockId) return ''
  if (!views.data) return undefined
  return views.data.find((v) => v?.blocks.some((b) => b.id === blockId))?.lot.name ?? ''
}
