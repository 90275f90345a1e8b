import type { SiloIndex } from './silo-index'

/** What the indexer tells its listeners (the palette's search and its status line). */
export type IndexerState = {
  index: SiloIndex
  /** Bumped on every change, for useSyncExternalStore. */
  version: number
  /** The stored index was read (or found missing); searching may begin. */
  loaded: boolean
  /** Lists being read or waiting to be. */
  working: boolean
  /** Projects whose lists could not be read (by name), this round. */
  failed: string[]
  /** The project list itself could not be read. */
  error?: Error
}
