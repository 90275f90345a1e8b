import type { SiloSearch } from '../../api/search/use-silo-search'
import type { ProjectKind } from '../../api/search/kinds'

/**
 * What the palette says of its search: how many resources were found and how much of
 * the silo the index covers, so an empty result is never mistaken for "nothing there" while
 * projects remain unread.
 */
const PLURAL: Record<ProjectKind, string> = {
  instance: 'instances',
  vpc: 'VPCs',
  disk: 'disks',
  snapshot: 'snapshots',
  'floating-ip': 'floating IPs',
  image: 'images',
}

const n = (x: number) => x.toLocaleString('en-US')

const and = (words: string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`

/** "instances in 2,006 of 2,006 projects, VPCs in 1,500 and disks, snapshots… in 1,216" (most read first). */
export function coverageText(c: NonNullable<SiloSearch['coverage']>): string {
  const counts = [...new Set(Object.values(c.read))].sort((a, b) => b - a)
  if (counts.length === 1) return `${n(counts[0])} of ${n(c.projects)} projects so far`
  const groups = counts.map((count) => {
    const kinds = (Object.keys(c.read) as ProjectKind[]).filter((k) => c.read[k] === count).map((k) => PLURAL[k])
    return `${and(kinds)} in ${n(count)}`
  })
  return `${groups[0]} of ${n(c.projects)} projects; ${groups.slice(1).join('; ')}`
}

/** The status line under the search box. */
export function searchStatus(search: SiloSearch, query: string): string {
  if (query.trim().length < 2) return ''
  if (search.error) return `Could not search the silo: ${search.error.message}`
  const c = search.coverage
  if (search.loading || !c) return 'Searching…'
  const found = `${n(search.hits.length)} ${search.hits.length === 1 ? 'resource' : 'resources'} found.`
  const extent = c.complete
    ? `Searched all ${n(c.projects)} projects${search.working ? ', refreshing' : ''}.`
    : search.working
      ? `Searching… ${coverageText(c)}.`
      : `Searched ${coverageText(c)}.`
  const failed = search.failed.length
    ? `Could not search ${and([...search.failed.slice(0, 3), ...(search.failed.length > 3 ? [`${n(search.failed.length - 3)} more`] : [])])}.`
    : ''
  const partial = c.partial ? 'Some lists could not be read whole.' : ''
  // a fleet reader's running instances came from the sleds: searched silo-wide, not per project
  const running = c.running && !c.complete ? 'Running instances searched in all projects.' : ''
  return [found, extent, running, failed, partial].filter(Boolean).join(' ')
}

/** The empty list's one line: "No matches" only once everything was searched. */
export function emptyText(search: SiloSearch, query: string): string {
  const c = search.coverage
  if (query.trim().length < 2 || (c?.complete && search.failed.length === 0)) return 'No matches'
  return search.working || search.loading
    ? 'No matches yet, still searching'
    : 'No matches in the projects that could be searched'
}
