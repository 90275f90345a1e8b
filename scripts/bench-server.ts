/**
 * A console server (embed/server.ts with its mock) on a thread of its own, for the benches: in the
 * bench's own thread, the server's answers waited behind Playwright's handling of the browser's
 * events (each request the page makes is several protocol messages), which a real control plane
 * never does; its answers to a click's reads took tens of milliseconds to start.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import type { AddressInfo } from 'node:net'
import type { MockOptions } from '../embed/mock-adapter.ts'

type Init = { distDir: string; mock: MockOptions }

if (!isMainThread && parentPort && (workerData as { benchServer?: Init } | undefined)?.benchServer) {
  const { distDir, mock } = (workerData as { benchServer: Init }).benchServer
  await import('../embed/polyfill.ts')
  const { createConsoleServer } = await import('../embed/server.ts')
  const server = createConsoleServer({ distDir, mock })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const port = parentPort
  port.postMessage({ port: (server.address() as AddressInfo).port })
  port.on('message', (m: unknown) => {
    if (m !== 'close') return
    server.close()
    server.closeAllConnections()
    port.close()
  })
}

/** Serves `distDir` in front of its own mock on a worker thread; `close` stops it. */
export async function serveOnThread(
  distDir: string,
  mock: MockOptions,
): Promise<{ base: string; close: () => Promise<void> }> {
  // the thread runs this file as the bench does, TypeScript through tsx (registered in the thread:
  // a worker does not inherit the --import that loaded tsx here)
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}) })`
  const worker = new Worker(boot, { eval: true, workerData: { benchServer: { distDir, mock } } })
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (m: { port: number }) => resolve(m.port))
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`bench server thread exited (${code})`)))
  })
  return {
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      worker.postMessage('close')
      await worker.terminate()
    },
  }
}
