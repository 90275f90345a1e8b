import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { exportList, ExportWriter, fetchAll, serialize, toCsv } from '../../../../web/pages/common/list/export'

const Csv = suite('toCsv')
Csv('a header of every column in first-seen order, CRLF lines', () => {
  assert.is(
    toCsv([
      { name: 'a', size: 1 },
      { name: 'b', extra: true },
    ]),
    'name,size,extra\r\na,1,\r\nb,,true\r\n',
  )
})
Csv('nested objects become dotted columns; arrays stay JSON', () => {
  assert.is(
    toCsv([{ name: 'disk-1', state: { state: 'attached', instance: 'i' }, tags: ['x', 'y'] }]),
    'name,state.state,state.instance,tags\r\ndisk-1,attached,i,"[""x"",""y""]"\r\n',
  )
})
Csv('quotes cells with commas, quotes or newlines', () => {
  assert.is(
    toCsv([{ d: 'a, b' }, { d: 'say "hi"' }, { d: 'two\nlines' }]),
    'd\r\n"a, b"\r\n"say ""hi"""\r\n"two\nlines"\r\n',
  )
})
Csv('neutralises spreadsheet formulas in strings, not numbers', () => {
  assert.is(toCsv([{ d: '=1+1', n: -3 }]), "d,n\r\n'=1+1,-3\r\n")
})
Csv('null and undefined are empty cells; no rows is just a blank header', () => {
  assert.is(toCsv([{ a: null, b: undefined }]), 'a,b\r\n,\r\n')
  assert.is(toCsv([]), '\r\n')
})
Csv('times are ISO 8601 in UTC, top-level and nested, as in the JSON export', () => {
  const created = new Date('2026-11-28T09:05:03.120Z')
  const row = { name: 'db1', timeCreated: created, runState: { timeUpdated: new Date('2026-01-02T03:04:05Z') } }
  assert.is(
    toCsv([row]),
    'name,timeCreated,runState.timeUpdated\r\ndb1,2026-11-28T09:05:03.120Z,2026-01-02T03:04:05.000Z\r\n',
  )
  const writer = new ExportWriter('csv')
  writer.add([row])
  return writer
    .finish()
    .text()
    .then((text) => assert.ok(text.includes('db1,2026-11-28T09:05:03.120Z,2026-01-02T03:04:05.000Z\r\n'), text))
})
Csv('an invalid date is an empty cell, not the words "Invalid Date"', () => {
  assert.is(toCsv([{ t: new Date(Number.NaN), n: 'x' }]), 't,n\r\n,x\r\n')
})
Csv.run()

const Serialize = suite('serialize')
Serialize('json is the rows as pretty JSON', () => {
  const out = serialize([{ name: 'p' }], 'json')
  assert.is(out.type, 'application/json')
  assert.equal(JSON.parse(out.body), [{ name: 'p' }])
})
Serialize('csv has the csv type', () => {
  assert.is(serialize([{ name: 'p' }], 'csv').type, 'text/csv')
})
Serialize.run()

const FetchAll = suite('fetchAll')
FetchAll('follows nextPage through every page, keeping the query, reporting progress', async () => {
  const pages: Record<string, { items: number[]; nextPage?: string | null }> = {
    first: { items: [1, 2], nextPage: 't2' },
    t2: { items: [3, 4], nextPage: 't3' },
    t3: { items: [5], nextPage: null },
  }
  const seen: unknown[] = []
  const progress: number[] = []
  const call = async (_method: unknown, params: unknown) => {
    seen.push(params)
    const token = (params as { query: { pageToken?: string } }).query.pageToken
    return pages[token ?? 'first']
  }
  const rows = await fetchAll(
    'projectList',
    { query: { project: 'p', sortBy: 'name_ascending' } },
    (n) => progress.push(n),
    call,
  )
  assert.equal(rows, [1, 2, 3, 4, 5])
  assert.equal(progress, [2, 4, 5])
  assert.is(seen.length, 3)
  assert.equal(seen[1], { query: { project: 'p', sortBy: 'name_ascending', limit: 100, pageToken: 't2' } })
})
FetchAll.run()

const Stream = suite('export page by page')
Stream('CSV: one header, every page as it came; a column first seen later is appended', async () => {
  const w = new ExportWriter('csv')
  w.add([{ name: 'a', state: { state: 'running' } }])
  w.add([{ name: 'b', state: { state: 'stopped' }, description: '=1+1' }])
  const text = await w.finish().text()
  assert.is(text, "name,state.state,description\r\na,running\r\nb,stopped,'=1+1\r\n")
  assert.is(w.count, 2)
})
Stream('JSON: the rows as one array, whatever the pages', async () => {
  const w = new ExportWriter('json')
  w.add([{ n: 1 }, { n: 2 }])
  w.add([{ n: 3 }])
  assert.equal(JSON.parse(await w.finish().text()), [{ n: 1 }, { n: 2 }, { n: 3 }])
  assert.equal(JSON.parse(await new ExportWriter('json').finish().text()), [])
})
Stream('exportList reads 5,000 rows a page at a time, reports progress per page, saves one blob', async () => {
  const seen: number[] = []
  const limits: unknown[] = []
  let saved: { name: string; blob: Blob } | undefined
  const n = await exportList({
    method: 'instanceList',
    params: { query: { project: 'big-project' } },
    label: 'Instances',
    format: 'csv',
    onProgress: (x) => seen.push(x),
    call: (async (_m: string, p: { query: { limit: number; pageToken?: string } }) => {
      limits.push(p.query.limit)
      const start = Number(p.query.pageToken ?? 0)
      const items = Array.from({ length: Math.min(p.query.limit, 5000 - start) }, (_, i) => ({
        name: `inst-${start + i}`,
      }))
      return {
        items,
        nextPage: start + items.length < 5000 || items.length === p.query.limit ? String(start + items.length) : null,
      }
    }) as never,
    save: (name, blob) => (saved = { name, blob }),
  })
  assert.is(n, 5000)
  assert.equal(seen, [1000, 2000, 3000, 4000, 5000, 5000])
  assert.ok(limits.every((l) => l === 1000))
  assert.is(saved!.name, 'instances.csv')
  const lines = (await saved!.blob.text()).split('\r\n')
  assert.is(lines.length, 5002)
  assert.is(lines[5000], 'inst-4999')
})
Stream.run()
