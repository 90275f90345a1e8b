/**
 * Where a user's silo index is kept between visits. The app keeps it in IndexedDB
 * (idb-store.ts); tests and browsers without IndexedDB use the in-memory one below. Kept per owner
 * (silo and user), so one browser never shows a user what another user's index holds.
 */
import type { ProjectEntry, StoredIndex } from './silo-index'

export type IndexChanges = {
  /** The project list and silo images (written whenever given). */
  meta?: Omit<StoredIndex, 'entries'>
  /** Projects whose lists changed. */
  put?: ProjectEntry[]
  /** Projects that went away. */
  remove?: string[]
}

export interface IndexStore {
  /** The owner's index, or undefined when none was kept. Other owners' indexes are dropped. */
  load(owner: string): Promise<StoredIndex | undefined>
  save(owner: string, changes: IndexChanges): Promise<void>
}

/** The same contract in memory: what a test checks of the indexer's writes holds for IndexedDB too. */
export function memoryStore(): IndexStore & { owners(): string[] } {
  type Kept = { meta?: IndexChanges['meta']; entries: Map<string, ProjectEntry> }
  const kept = new Map<string, Kept>()
  return {
    owners: () => [...kept.keys()],
    async load(owner) {
      for (const o of [...kept.keys()]) if (o !== owner) kept.delete(o)
      const k = kept.get(owner)
      if (!k?.meta) return undefined
      return structuredClone({ ...k.meta, entries: [...k.entries.values()] })
    },
    async save(owner, { meta, put = [], remove = [] }) {
      const k: Kept = kept.get(owner) ?? { entries: new Map() }
      kept.set(owner, k)
      if (meta) k.meta = structuredClone(meta)
      for (const e of put) k.entries.set(e.id, structuredClone(e))
      for (const id of remove) k.entries.delete(id)
    },
  }
}
