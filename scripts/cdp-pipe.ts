/**
 * A bare DevTools-protocol client over `--remote-debugging-pipe`, for benches that must not be
 * watched by Playwright: Playwright enables the Network domain on every page and worker, and
 * Chromium then copies each request's body into a `Network.requestWillBeSent` event (as text
 * and again as base64) that the bench's own Node process parses. For the upload bench that was
 * about 2.3 bytes of protocol traffic per byte uploaded, on the same two cores as the pipelines
 * it measures. This client enables nothing it is not asked to.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable, Writable } from 'node:stream'

export type CdpMessage = {
  id?: number
  method?: string
  params?: Record<string, unknown>
  result?: Record<string, unknown>
  error?: { message: string }
  sessionId?: string
}

/**
 * Splits the pipe's byte stream into messages: each is JSON followed by a NUL byte, and a
 * message may arrive in any number of pieces.
 */
export class NulFramer {
  private pending: Buffer[] = []
  push(chunk: Buffer): string[] {
    const out: string[] = []
    let start = 0
    for (let end = chunk.indexOf(0, start); end !== -1; end = chunk.indexOf(0, start)) {
      this.pending.push(chunk.subarray(start, end))
      out.push(Buffer.concat(this.pending).toString('utf8'))
      this.pending = []
      start = end + 1
    }
    if (start < chunk.length) this.pending.push(chunk.subarray(start))
    return out
  }
}

export class Cdp {
  private nextId = 1
  private calls = new Map<
    number,
    { method: string; resolve: (r: Record<string, unknown>) => void; reject: (e: Error) => void }
  >()
  private listeners = new Set<(m: CdpMessage) => void>()
  constructor(
    private out: Writable,
    input: Readable,
  ) {
    const framer = new NulFramer()
    input.on('data', (chunk: Buffer) => {
      for (const text of framer.push(chunk)) this.dispatch(JSON.parse(text) as CdpMessage)
    })
  }

  private dispatch(m: CdpMessage) {
    if (m.id !== undefined) {
      const call = this.calls.get(m.id)
      this.calls.delete(m.id)
      if (!call) return
      if (m.error) call?.reject(new Error(`${call.method}: ${m.error.message}`))
      else call.resolve(m.result ?? {})
      return
    }
    for (const l of this.listeners) l(m)
  }

  send<T = Record<string, unknown>>(
    method: string,
    params: Record<string, unknown> = {},
    sessionId?: string,
  ): Promise<T> {
    const id = this.nextId++
    this.out.write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + '\0')
    return new Promise<T>((resolve, reject) => this.calls.set(id, { method, resolve: resolve as never, reject }))
  }

  /** Every event; returns the function that stops listening. */
  on(listener: (m: CdpMessage) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The next event named `method` (on `sessionId` when given). */
  once(method: string, sessionId?: string): Promise<CdpMessage> {
    return new Promise((resolve) => {
      const off = this.on((m) => {
        if (m.method === method && (!sessionId || m.sessionId === sessionId)) {
          off()
          resolve(m)
        }
      })
    })
  }
}

export type PipeBrowser = { cdp: Cdp; process: ChildProcess; close(): Promise<void> }

/** Starts headless Chromium with its DevTools protocol on file descriptors 3 (in) and 4 (out). */
export function launchPipeBrowser(executablePath: string, args: string[] = []): PipeBrowser {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'))
  const child = spawn(
    executablePath,
    [
      '--headless',
      '--remote-debugging-pipe',
      '--no-first-run',
      '--no-default-browser-check',
      `--user-data-dir=${profile}`,
      ...args,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  )
  const cdp = new Cdp(child.stdio[3] as Writable, child.stdio[4] as Readable)
  return {
    cdp,
    process: child,
    async close() {
      await cdp.send('Browser.close').catch(() => undefined)
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r))
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** A page target attached with a flat session: evaluate code in it, set a file input's files. */
export async function openPage(cdp: Cdp) {
  const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' })
  const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true })
  await cdp.send('Page.enable', {}, sessionId)
  return {
    sessionId,
    async goto(url: string) {
      const loaded = cdp.once('Page.loadEventFired', sessionId)
      const r = await cdp.send<{ errorText?: string }>('Page.navigate', { url }, sessionId)
      if (r.errorText) throw new Error(`${url}: ${r.errorText}`)
      await loaded
    },
    /** Evaluates `expression`, awaiting a promise, and returns its value (JSON-able). */
    async evaluate<T>(expression: string): Promise<T> {
      const r = await cdp.send<{
        result: { value?: T }
        exceptionDetails?: { exception?: { description?: string }; text: string }
      }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId)
      if (r.exceptionDetails) throw new Error(r.exceptionDetails.exception?.description ?? r.exceptionDetails.text)
      return r.result.value as T
    },
    async setInputFiles(selector: string, files: string[]) {
      const { result } = await cdp.send<{ result: { objectId?: string } }>(
        'Runtime.evaluate',
        { expression: `document.querySelector(${JSON.stringify(selector)})` },
        sessionId,
      )
      if (!result.objectId) throw new Error(`no ${selector}`)
      await cdp.send('DOM.setFileInputFiles', { files, objectId: result.objectId }, sessionId)
    },
  }
}
