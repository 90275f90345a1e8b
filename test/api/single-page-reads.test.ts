/**
 * The guard against silent truncation (DESIGN/README: "a list that truncates says so"): a page or
 * web/api helper that reads a collection with ONE request of a big page (`limit: 1000`, or a
 * constant of 1,000 or more) and uses the answer as if it were everything drops the rest on a real
 * rack. Such reads go through the all-items machinery (web/api/all-items.ts: useList +
 * AllItemsStatus, fetchAllPages) or a lookup by id instead. A line that also names `pageToken` is
 * a paging loop and passes. Anything else needs an entry in ALLOWED saying why it is honest.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'

const root = join(import.meta.dirname, '../..')

/** file -> why its big single-page reads are honest. Keep it short; each entry a reason. */
export const ALLOWED: Record<string, string> = {
  // a drawing of more than 1,000 subnets/routers/gateways is unreadable: the page reads one page of
  // each VPC-scoped list and says "the drawing shows the first 1,000 of each" when one has a next page
  'web/pages/project/vpcs/TopologyPage.tsx': 'draws the first 1,000 of each VPC list and says so',
  // the API answers these lists as bare arrays with no next-page token: one largest page is all
  // there is to read, and a full one is reported as truncated (AllItemsStatus says so)
  'web/api/array-list.ts': 'an array answer has no next page to read; a full page says it may go on',
  // a resource's History tab reads the newest page of the audit log since the resource was made and,
  // when there is a next page, says only the newest entries were searched and points to the log page
  'web/pages/common/history/HistoryTab.tsx': 'the newest audit log page since the resource was made, and says so',
  // the whole-list machinery itself: firstPageKey is the first request of fetchAllPages's loop, started by a
  // route ahead of its page; the loop goes on with the next page's token
  'web/api/all-items.ts': "the first page of the all-pages loop, started ahead by the route; the loop reads the rest",
}

const BIG = 1000

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sources(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

const files = [...sources(join(root, 'web/pages')), ...sources(join(root, 'web/api'))]
const texts = new Map(files.map((f) => [relative(root, f), readFileSync(f, 'utf8')]))

/** Names of numeric constants of BIG or more (`const ALL_ISH = 1000`), wherever declared. */
const bigNames = new Set(
  [...texts.values()].flatMap((t) =>
    [...t.matchAll(/\bconst\s+(\w+)\s*=\s*([\d_]+)\b/g)]
      .filter(([, , v]) => Number(v.replaceAll('_', '')) >= BIG)
      .map(([, name]) => name),
  ),
)

/** Every `limit: <big>` outside a paging loop, as "file:line: text". */
export function singlePageReads(path: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    if (/pageToken/.test(line)) return []
    const big = [...line.matchAll(/\blimit:\s*([\w_]+)/g)].some(([, v]) =>
      /^[\d_]+$/.test(v) ? Number(v.replaceAll('_', '')) >= BIG : bigNames.has(v),
    )
    return big ? [`${path}:${i + 1}: ${line.trim()}`] : []
  })
}

const Guard = suite('single-page reads of whole collections')

Guard('no page or api helper reads a collection with one big page outside the allow-list', () => {
  const found = [...texts].filter(([path]) => !(path in ALLOWED)).flatMap(([path, text]) => singlePageReads(path, text))
  assert.equal(found, [], `read every page (useList / fetchAllPages) or allow-list with a reason:\n${found.join('\n')}`)
})

Guard('every allow-listed file still has such a read (no stale entries)', () => {
  for (const path of Object.keys(ALLOWED)) {
    assert.ok(texts.has(path), `${path} is gone`)
    assert.ok(singlePageReads(path, texts.get(path)!).length > 0, `${path} no longer needs its entry`)
  }
})

Guard('the check sees literals, big constants and spreads, and lets paging loops and small pages pass', () => {
  assert.is(singlePageReads('x', "useQuery('vpcList', { query: { project, limit: 1000 } })").length, 1)
  assert.is(singlePageReads('x', 'const ALL = { limit: 1_000 }').length, 1)
  assert.is(singlePageReads('x', 'query: { limit: 10000 }').length, 1)
  assert.is(singlePageReads('x', 'query: { limit: ALL_ISH }').length, bigNames.has('ALL_ISH') ? 1 : 0)
  assert.is(singlePageReads('x', "readOnce('m', { query: { limit: 1000, pageToken } })").length, 0)
  assert.is(singlePageReads('x', "useQuery('m', { query: { limit: 1 } })").length, 0)
  assert.is(singlePageReads('x', 'query: { limit: 25 }').length, 0)
})

Guard.run()
