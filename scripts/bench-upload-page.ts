/**
 * Runs inside the bench's page (scripts/bench-upload.ts evaluates this bundle through the
 * DevTools protocol): the baseline (how the console wrote before the worker pipeline: 512 KiB
 * chunks read, zero-checked and base64-encoded on the main thread, 4 in flight, kept here as the
 * yardstick only) and the import engine's worker transfer (web/api/image-upload.ts), both through
 * the real API client against the server's mock.
 */
import { callOrThrow } from '../web/api/call'
import { probeImage, workerTransfer } from '../web/api/image-upload'

/** The baseline: every 512 KiB chunk read, checked and encoded on this thread, `concurrency` in flight. */
async function writeOnMainThread(file: File, write: (offset: number, base64: string) => Promise<unknown>) {
  const CHUNK = 512 * 1024
  let next = 0
  const lane = async () => {
    for (let offset = next; offset < file.size; offset = next) {
      next += CHUNK
      const bytes = new Uint8Array(await file.slice(offset, offset + CHUNK).arrayBuffer())
      if (bytes.some((b) => b !== 0)) await write(offset, toBase64(padToBlock(bytes, 4096)))
    }
  }
  await Promise.all(Array.from({ length: 4 }, lane))
}

/** Base64 the way the baseline did: the native encoder where there is one, else btoa in pieces. */
function toBase64(data: Uint8Array): string {
  const native = (data as Uint8Array & { toBase64?: () => string }).toBase64
  if (typeof native === 'function') return native.call(data)
  let binary = ''
  for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000))
  return btoa(binary)
}

function padToBlock(data: Uint8Array, block: number) {
  if (data.length % block === 0) return data
  const out = new Uint8Array(Math.ceil(data.length / block) * block)
  out.set(data)
  return out
}

const disk = (id: string) => ({ path: { disk: id } })
const heap = () => (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0

function sampler() {
  let peak = heap()
  const t = setInterval(() => (peak = Math.max(peak, heap())), 50)
  return () => (clearInterval(t), Math.max(peak, heap()))
}

const fileOf = () => (document.getElementById('bench-file') as HTMLInputElement).files![0]

Object.assign(window, {
  bench: {
    async create(name: string, size: number) {
      const d = await callOrThrow('diskCreate', {
        query: { project: 'mock-project' },
        body: {
          name,
          description: '',
          size,
          diskBackend: { type: 'distributed', diskSource: { type: 'importing_blocks', blockSize: 4096 } },
        },
      })
      await callOrThrow('diskBulkWriteImportStart', disk(d.id))
      return d.id
    },
    async finish(id: string) {
      await callOrThrow('diskBulkWriteImportStop', disk(id))
      await callOrThrow('diskFinalizeImport', { ...disk(id), body: { snapshotName: null } })
      await callOrThrow('diskDelete', disk(id))
    },
    async baseline(id: string) {
      const file = fileOf()
      const stop = sampler()
      let requests = 0
      const t0 = performance.now()
      await writeOnMainThread(
        file,
        (offset, base64EncodedData) => (
          requests++,
          callOrThrow('diskBulkWriteImport', { ...disk(id), body: { offset, base64EncodedData } })
        ),
      )
      return { ms: performance.now() - t0, requests, pageHeap: stop() }
    },
    async worker(id: string, oneXzThread = false) {
      const file = fileOf()
      const stop = sampler()
      const t0 = performance.now()
      const p = await probeImage(file)
      if (!p.ok) throw new Error(p.message)
      const probeMs = performance.now() - t0
      const transfer = workerTransfer(file, p.probe, 4096, { oneXzThread })
      const out = await transfer({ diskId: id, resumeFrom: 0, onProgress: () => {}, onCheckpoint: () => {} }).done
      if (out.type !== 'done') throw new Error(out.type === 'failed' ? out.message : out.type)
      return {
        ms: performance.now() - t0,
        probeMs,
        requests: out.result.requests,
        sha256: out.result.sha256,
        contentSize: p.probe.contentSize,
        pageHeap: stop(),
      }
    },
  },
})
