/**
 * Runs inside the bench's page (scripts/bench-upload.ts evaluates this bundle through the
 * DevTools protocol): today's pipeline (web/pages/project/disks/upload.ts writeChunks on the main
 * thread, 4 in flight) and the worker pipeline (web/api/image-upload.ts), both through the real
 * API client against the server's mock.
 */
import { callOrThrow } from '../web/api/call'
import { probeImage, uploadImage } from '../web/api/image-upload'
import { writeChunks } from '../web/pages/project/disks/upload'

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
      await writeChunks({
        file,
        blockSize: 4096,
        write: (offset, base64EncodedData) => (
          requests++,
          callOrThrow('diskBulkWriteImport', { ...disk(id), body: { offset, base64EncodedData } })
        ),
      })
      return { ms: performance.now() - t0, requests, pageHeap: stop() }
    },
    async worker(id: string, oneXzThread = false) {
      const file = fileOf()
      const stop = sampler()
      const t0 = performance.now()
      const p = await probeImage(file)
      if (!p.ok) throw new Error(p.message)
      const probeMs = performance.now() - t0
      const out = await uploadImage({ file, probe: p.probe, diskId: id, blockSize: 4096, oneXzThread }).done
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
