/** The server's selector rules, used by every lookup (./lookup.ts). */
import { badRequest, isUuid, notFound } from './errors'

export type Named = { id: string; name: string }
export type Sel = Record<string, string | undefined | null>

/**
 * The server's selector rules: an id stands alone (giving its parents too is a
 * 400), a name needs its parent selector (omitting it is a 400).
 */
export function mode(type: string, key: string | undefined, parents: Sel, parentName: string) {
  if (!key) throw badRequest(`missing ${type}`)
  if (isUuid(key)) {
    const given = Object.keys(parents).filter((k) => parents[k])
    if (given.length) throw badRequest(`when providing ${type} as an ID ${given.join(' and ')} should not be specified`)
    return 'id' as const
  }
  if (!parents[parentName]) throw badRequest(`${type} should either be UUID or ${parentName} should be specified`)
  return 'name' as const
}

/** Find by id or name among rows; rows are already scoped to the parent. */
export function find<T extends Named>(type: string, key: string, rows: T[]): T {
  if (!key) throw badRequest(`missing ${type}`)
  const row = isUuid(key) ? rows.find((r) => r.id === key) : rows.find((r) => r.name === key)
  if (!row) throw notFound(type, key)
  return row
}
