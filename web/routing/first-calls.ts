/**
 * Which calls the first route of a load makes, worked out from the location alone by the starter
 * script (web/first-calls-start.ts) before the entry is parsed. The table is made at
 * build time from the route table (scripts/first-calls.ts), so this file imports nothing: it is
 * all the starter holds besides the table.
 */

/**
 * One row per route, in the route table's order (first match wins): regexparam's pattern, short
 * (compactPattern), and the URLs of the calls the route starts, `{i}` standing for the pattern's
 * param i. A row without URLs still stops the search: that route starts no call.
 */
export type FirstCallRow = [pattern: string, urls: string[]]

/**
 * What every regexparam pattern has, which the starter's table leaves out (its bytes count): the `^` before, the optional slash and `$` after, and `\` before each `/` (a RegExp made
 * from a string needs none). Its flags are always `i` (checked at build time).
 */
const PATTERN_START = '^'
const PATTERN_END = '\\/?$'

/** regexparam's pattern as the starter's table holds it, or undefined when it is not of that shape. */
export function compactPattern(source: string): string | undefined {
  if (!source.startsWith(PATTERN_START) || !source.endsWith(PATTERN_END)) return undefined
  return source.slice(PATTERN_START.length, -PATTERN_END.length).replaceAll('\\/', '/')
}

/** The RegExp a table's pattern stands for. */
export const expandPattern = (compact: string) => new RegExp(`^${compact}/?$`, FIRST_CALL_FLAGS)

/** regexparam's flags for every pattern. */
export const FIRST_CALL_FLAGS = 'i'

/** As wouter reads a location's path: decoded as a URI when it holds an escape (web/routing/match.ts). */
function decodedPath(path: string) {
  try {
    return path.includes('%') ? decodeURI(path) : path
  } catch {
    return path
  }
}

/** A value as URLSearchParams writes it, which is how the fetch core builds a query string. */
const formEncode = (value: string) => new URLSearchParams([['', value]]).toString().slice(1)

/** The URLs the route matching `pathname` starts: its path params encoded as the fetch core encodes them. */
export function firstCallUrls(table: readonly FirstCallRow[], pathname: string): string[] {
  const path = decodedPath(pathname)
  for (const [pattern, urls] of table) {
    const m = expandPattern(pattern).exec(path)
    if (!m) continue
    const filled: string[] = []
    for (const url of urls) {
      const query = url.indexOf('?')
      let missing = false
      const out = url.replace(/\{(\d+)\}/g, (_, i: string, at: number) => {
        const value = m[Number(i) + 1]
        if (value === undefined) missing = true
        return query >= 0 && at > query ? formEncode(value ?? '') : encodeURIComponent(value ?? '')
      })
      if (!missing) filled.push(out)
    }
    return filled
  }
  return []
}
