import type { ReactNode } from 'react'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SWRConfig } from 'swr'
import { swrConfig } from '../../web/api/hooks'
import { importCalls, useUploadJob } from '../../web/api/disk-import'
import { ImportCancelled, ImportStepError, startImport, type ImportStep } from '../../web/upload/import'
import { fakeDisk } from '../../test-support/fake-disk'
import { pipelineTransfer } from '../../test-support/pipeline-transfer'
import { render, withDom } from '../../test-support/dom'
import { until } from '../../test-support/until'

const Job = suite('useUploadJob')
withDom(Job)

/** Every request in order; creating a disk answers its id. */
let log: string[] = []
Job.before.each(() => {
  log = []
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x')
    log.push(`${init?.method ?? 'GET'} ${url.pathname}`)
    const body = url.pathname === '/v1/disks' ? { id: 'd1', name: 'd' } : {}
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
})

const content = new Uint8Array(8192).fill(3)
type Hook = ReturnType<typeof useUploadJob<ImportStep, { sha256: string | null }>>
let hook: Hook
const steps: string[] = []
function Importer() {
  hook = useUploadJob<ImportStep, { sha256: string | null }>(['diskCreate'])
  const s = hook.state
  if (s.status === 'running') steps.push(s.step)
  return <span>{s.status === 'failed' ? s.message : s.status === 'running' ? (s.progress?.label ?? '') : s.status}</span>
}
const wrap = (node: ReactNode) => (
  <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>{node}</SWRConfig>
)

const disk = fakeDisk(content.length)
const start = (call: Parameters<Parameters<Hook['run']>[0]>[0], events: Parameters<Parameters<Hook['run']>[0]>[1]) =>
  startImport({
    ...events,
    transfer: pipelineTransfer(new Blob([content]), disk.write),
    calls: {
      ...importCalls(call),
      createDisk: () =>
        call('diskCreate', {
          query: { project: 'p' },
          body: {
            name: 'd',
            description: '',
            size: 1024 ** 3,
            diskBackend: { type: 'distributed', diskSource: { type: 'importing_blocks', blockSize: 512 } },
          },
        }),
    },
  })
const failed = (e: unknown) =>
  e instanceof ImportCancelled ? 'cancelled' : e instanceof ImportStepError ? e.message : String(e)

Job('runs an import through the API: every step shown, the calls in order, done at the end', async () => {
  steps.length = 0
  render(wrap(<Importer />))
  const r = await hook.run(start, failed)
  assert.ok(r && r.sha256, 'a digest')
  await until(() => document.body.textContent === 'done', { what: 'the job shown done' })
  assert.equal(log.filter((l) => l.startsWith('POST')), [
    'POST /v1/disks',
    'POST /v1/disks/d1/bulk-write-start',
    'POST /v1/disks/d1/bulk-write-stop',
    'POST /v1/disks/d1/finalize',
  ])
  for (const s of ['create', 'start', 'write', 'stop', 'finalize']) assert.ok(steps.includes(s), s)
})

Job('a cancel pressed while the job is still being prepared reaches it once it starts', async () => {
  render(wrap(<Importer />))
  let fileRead = () => {}
  const reading = new Promise<void>((r) => (fileRead = r))
  const r = hook.run(async (call, events) => {
    await reading
    return start(call, events)
  }, failed)
  hook.cancel()
  fileRead()
  assert.is(await r, false)
  await until(() => document.body.textContent === 'cancelled', { what: 'the job shown cancelled' })
  assert.not.ok(
    log.some((l) => l.endsWith('bulk-write-start')),
    'no import is started',
  )
})

Job('a failure shows the message the page gives it', async () => {
  render(wrap(<Importer />))
  const r = await hook.run(() => {
    throw new Error('The file could not be read')
  }, failed)
  assert.is(r, false)
  await until(() => document.body.textContent === 'Error: The file could not be read', { what: "the page's message" })
})

Job.run()
