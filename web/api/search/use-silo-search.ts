/**
 * The palette's search: the signed-in user's silo index (one Indexer per silo and user,
 * alive for the visit, kept in IndexedDB between visits) searched on every keystroke, plus an ID
 * the index does not hold looked up by the view operations. Opening the palette refreshes the index (only
 * what is missing or old is read) with the current and recently visited projects first; closing it
 * lets the refresh go on behind the pages, with fewer requests in flight. A fleet reader's index
 * also holds the silo's running instances, read from the sleds' lists (./running.ts).
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { callOrThrow } from '../call'
import { useQuery } from '../reads'
import { idbStore } from './idb-store'
import { BACKGROUND_CONCURRENCY, Indexer, OPEN_CONCURRENCY, type IndexerState } from './indexer'
import type { Call, SearchHit } from './kinds'
import { idLookup, isUuid } from './lookup'
import { recentProjects } from './recent'
import type { Coverage } from './silo-index'
import { memoryStore } from './store'

const MAX_HITS = 30

let current: Indexer | undefined

/** The owner's indexer; another owner's (a sign-in as someone else without reload) stops. */
function indexerFor(owner: string, make = (o: string) => defaultIndexer(o)): Indexer {
  if (current?.owner !== owner) {
    current?.stop()
    current = make(owner)
  }
  return current
}

const defaultIndexer = (owner: string) =>
  new Indexer({ owner, call: callOrThrow as Call, store: typeof indexedDB === 'undefined' ? memoryStore() : idbStore() })

const noSubscribe = () => () => {}
const noState = () => undefined

export type SiloSearch = {
  hits: SearchHit[]
  /** The stored index is not read yet, or an ID is still being looked up. */
  loading: boolean
  /** Lists are being read. */
  working: boolean
  coverage?: Coverage
  /** Projects that could not be read this round. */
  failed: string[]
  error?: Error
}

export function useSiloSearch(query: string, currentProject?: string): SiloSearch {
  const me = useQuery('currentUserView', {})
  const owner = me.data ? `${me.data.siloId}/${me.data.id}` : undefined
  const indexer = owner ? indexerFor(owner) : undefined
  // only a fleet reader's index asks the sleds (anyone else would get 403s)
  const fleetSilo = me.data?.fleetViewer ? me.data.siloName : undefined
  useEffect(() => {
    if (!indexer) return
    indexer.readRunningIn(fleetSilo)
    indexer.setConcurrency(OPEN_CONCURRENCY)
    void indexer.refresh()
    indexer.prioritize([currentProject, ...recentProjects(owner)])
    return () => indexer.setConcurrency(BACKGROUND_CONCURRENCY)
  }, [indexer, owner, currentProject, fleetSilo])
  const state: IndexerState | undefined = useSyncExternalStore(indexer?.subscribe ?? noSubscribe, indexer?.getState ?? noState)
  const q = query.trim().toLowerCase()
  const started = q.length >= 2
  const version = state?.version
  const index = state?.loaded ? state.index : undefined
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the index is mutated in place; `version` says when
  const fromIndex = useMemo(() => (index && started ? index.search(q, MAX_HITS) : []), [index, version, q, started])
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  const coverage = useMemo(() => index?.coverage(), [index, version])

  // an ID the index does not hold (not read yet, or made since) is asked of the views directly;
  // one it holds is not, since every view but one would answer 404
  const probeId = started && isUuid(q) && index !== undefined && !fromIndex.some((h) => h.id === q)
  const byId = useQuery(idLookup, probeId ? q : null)

  const seen = new Set<string>()
  const hits = [...(byId.data ?? []), ...fromIndex].filter(
    (h) => !seen.has(h.kind + h.id) && Boolean(seen.add(h.kind + h.id)),
  )
  return {
    hits: started ? hits : [],
    loading: started && (!index || (byId.isLoading && fromIndex.length === 0)),
    working: state?.working ?? true,
    coverage,
    failed: state?.failed ?? [],
    error: state?.error,
  }
}
