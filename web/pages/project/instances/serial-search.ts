/*
 * Regex search over the serial log (console#1489: "you can't
 * ctrl-f the contents of the serial console scrollback"). Pure, over log lines,
 * so it reaches output the terminal has long scrolled away.
 */
import type { LogLine } from './serial-log'

export type SearchMatch = {
  /** Index into the lines searched. */
  line: number
  start: number
  end: number
}

export type SearchResult = { matches: SearchMatch[]; error?: undefined } | { matches: []; error: string }

/** More than this and the count reads "10000+": a pattern like `.` must not freeze the tab. */
export const MAX_MATCHES = 10_000

/** Compile the user's pattern; a bad one gives the engine's reason instead of throwing. */
function compilePattern(pattern: string, matchCase: boolean): RegExp | string {
  try {
    return new RegExp(pattern, matchCase ? 'gu' : 'giu')
  } catch (e) {
    return `Invalid regular expression: ${(e as Error).message.replace(/^Invalid regular expression: /, '')}`
  }
}

/** Every match of `pattern` in `lines`, in order; empty for an empty pattern. */
export function searchLines(lines: readonly LogLine[], pattern: string, matchCase = false): SearchResult {
  if (!pattern) return { matches: [] }
  const re = compilePattern(pattern, matchCase)
  if (typeof re === 'string') return { matches: [], error: re }
  const matches: SearchMatch[] = []
  for (let line = 0; line < lines.length && matches.length < MAX_MATCHES; line++) {
    re.lastIndex = 0
    for (const m of lines[line].text.matchAll(re)) {
      // a pattern that matches the empty string (`x*`) finds nothing worth showing
      if (m[0].length === 0) continue
      matches.push({ line, start: m.index, end: m.index + m[0].length })
      if (matches.length >= MAX_MATCHES) break
    }
  }
  return { matches }
}

/** "3 of 12 matches", "No matches", "1 of 10000+ matches". */
export function matchCountText(current: number | undefined, total: number): string {
  if (total === 0) return 'No matches'
  const count = total >= MAX_MATCHES ? `${MAX_MATCHES}+` : String(total)
  const noun = total === 1 ? 'match' : 'matches'
  return current === undefined ? `${count} ${noun}` : `${current + 1} of ${count} ${noun}`
}

/** Next (+1) or previous (-1) match index, wrapping around at either end. */
export function stepMatch(current: number | undefined, total: number, direction: 1 | -1): number | undefined {
  if (total === 0) return undefined
  if (current === undefined) return direction === 1 ? 0 : total - 1
  return (current + direction + total) % total
}
