/**
 * The palette's search (issue #33): the signed-in user's silo index (one Indexer per silo and user,
 * alive for the visit, kept in IndexedDB between visits) searched on every keystroke, plus the
 * answers that need no index: an ID looked up by the view operations, and a name asked of the
 * current project while the index has not read it. Opening the palette refreshes the index (only
 * what is missing or old is read) with the current and recently visited projects first; closing it
 * lets the refresh go on behind the pages, with fewer requests in flight.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import useSWR from 'swr'
import { callOrThrow } from '../call'
import { useApiQuery } from '../hooks'
import { idbStore } from './idb-store'
import { BACKGROUND_CONCURRENCY, Indexer, OPEN_CONCURRENCY, type IndexerState } from './indexer'
import { PROJECT_KINDS, type Call, type SearchHit } from './kinds'
import { isName, isUuid, lookupId, lookupName } from './lookup'
import { recentProjects } from './recent'
import type { Coverage } from './silo-index'
import { memoryStore } from './store'

export const MAX_HITS = 30
/** Typing pauses this long (ms) before a name is asked of the current project. */
const NAME_PAUSE = 150

let current: Indexer | undefined

/** The owner's indexer; another owner's (a sign-in as someone else without reload) stops. */
export function indexerFor(owner: string, make = (o: string) => defaultIndexer(o)): Indexer {
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

function useDebounced<T>(value: T, ms: number) {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(t)
  }, [value, ms])
  return settled
}

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
  const me = useApiQuery('currentUserView', {})
  const owner = me.data ? `${me.data.siloId}/${me.data.id}` : undefined
  const indexer = owner ? indexerFor(owner) : undefined
  useEffect(() => {
    if (!indexer) return
    indexer.setConcurrency(OPEN_CONCURRENCY)
    void indexer.refresh()
    indexer.prioritize([currentProject, ...recentProjects()])
    return () => indexer.setConcurrency(BACKGROUND_CONCURRENCY)
  }, [indexer, currentProject])
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
  const byId = useSWR(probeId ? ['silo-search-id', q] : null, () => lookupId(q, callOrThrow as Call))
  const settled = useDebounced(q, NAME_PAUSE)
  const here = currentProject && index?.projects.find(([name]) => name === currentProject)
  const hereRead = here ? PROJECT_KINDS.every((k) => index?.entry(here[1])?.lists[k]) : false
  const askHere = Boolean(currentProject && started && settled === q && isName(q) && !hereRead)
  const byName = useSWR(askHere ? ['silo-search-name', currentProject, q] : null, () =>
    lookupName(q, currentProject!, callOrThrow as Call),
  )

  const seen = new Set<string>()
  const hits = [...(byName.data ?? []), ...(byId.data ?? []), ...fromIndex].filter(
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
