/**
 * Which bulk action sets can be rebuilt after a reload, by kind. Kept apart from
 * ./bulk-resume.ts so the frames' areas.ts can register their loaders without loading the job runner
 * with the first route. Each loader imports its bulk-actions module only when a retry needs it.
 */
import type { Bulk } from './bulk'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind rebuilds its own row type
export type BulkLoader = (args: Record<string, string>) => Promise<Bulk<any>>
const loaders = new Map<string, BulkLoader>()

/** Registers how a kind of bulk actions is rebuilt after a reload. */
export function resumableBulk(kind: string, load: BulkLoader) {
  loaders.set(kind, load)
}

export const bulkLoader = (kind: string) => loaders.get(kind)
