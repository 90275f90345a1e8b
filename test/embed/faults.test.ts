/**
 * the embed server never falls over on a client's or the upstream's fault.
 * Each case does something hostile, waits until every socket it opened on the server is closed, and then
 * checks that nothing reached `uncaughtException` (which, outside this test, would have ended the
 * process) and that the server still answers.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createConsoleServer } from '../../embed/server.ts'
import { createMockApi } from '../../web/mock/index.ts'

const dist = mkdtempSync(join(tmpdir(), 'embed-faults-'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Rack Console</title>\n')

const uncaught: Error[] = []
const record = (err: Error) => uncaught.push(err)

/** A server whose open sockets can be awaited: the point where a fault has been fully handled. */
function tracked(server: http.Server) {
  const open = new Set<net.Socket>()
  server.on('connection', (s) => {
    open.add(s)
    s.on('close', () => open.delete(s))
  })
  return {
    server,
    async listen(port = 0): Promise<number> {
      await new Promise<void>((r) => server.listen(port, '127.0.0.1', r))
      return (server.address() as AddressInfo).port
    },
    /**
     * Resolves once every connection the server accepted has closed; rejects when one is still open after
     * 10 s (a socket whose error nobody handled is never closed: without a bound the suite would hang).
     */
    settled(): Promise<void> {
      const closed = Promise.all(
        [...open].map((s) => (s.destroyed ? undefined : new Promise<void>((r) => s.once('close', () => r())))),
      )
      let timer: NodeJS.Timeout | undefined
      const stuck = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${open.size} connection(s) left open`)), 10_000)
      })
      return Promise.race([closed, stuck])
        .finally(() => clearTimeout(timer))
        .then(() => new Promise((r) => setImmediate(r)))
    },
    close(): Promise<void> {
      server.closeAllConnections()
      return new Promise((r) => server.close(() => r()))
    },
  }
}

/**
 * After a fault: every socket it opened has closed, nothing reached `uncaughtException`, and the server
 * still answers. (Asserted in the test itself: uvu does not count a failing hook as a failure.)
 */
async function stillServing(port: number, ...servers: { settled(): Promise<void> }[]) {
  for (const s of servers) await s.settled()
  assert.equal(
    uncaught.map((e) => e.message),
    [],
    'nothing reaches uncaughtException',
  )
  assert.is(await get(port, '/v1/ping'), 200)
}

function get(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode!))
      })
      .on('error', reject)
  })
}

/** Opens a raw connection, writes `text`, and resets it as soon as the server has sent anything (or at once). */
function sendThenReset(port: number, text: string, when: 'first-byte' | 'at-once' = 'first-byte'): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(text)
      if (when === 'at-once') {
        socket.resetAndDestroy()
        resolve('')
      }
    })
    socket.on('error', () => {})
    socket.once('data', (d) => {
      socket.resetAndDestroy()
      resolve(d.toString())
    })
  })
}

const upgradeRequest = (path: string) =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
  'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n'

// ---------------------------------------------------------------------------
// An upstream control plane that refuses upgrades with a body it keeps streaming, streams big answers,
// and can reset a response half way.

function upstreamServer() {
  const server = http.createServer((req, res) => {
    if (req.url === '/v1/big') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' })
      const chunk = Buffer.alloc(64 * 1024, 1)
      let sent = 0
      const pump = () => {
        while (sent < 400 && res.write(chunk)) sent++
        if (sent >= 400) res.end()
        else res.once('drain', pump)
      }
      res.on('close', () => res.removeAllListeners('drain'))
      return pump()
    }
    if (req.url === '/v1/reset-midway') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' })
      res.write('{"partial":')
      return setImmediate(() => req.socket.resetAndDestroy())
    }
    req.resume()
    req.on('end', () => res.end(JSON.stringify({ ok: true })))
  })
  server.on('upgrade', (_req, socket: net.Socket) => {
    socket.on('error', () => {})
    socket.write('HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n')
    // Nexus answers at once; a body that keeps coming makes the relay's write race the client's reset.
    const timer = setInterval(() => {
      if (socket.destroyed) return clearInterval(timer)
      socket.write('10\r\n{"message":"no"} \r\n')
    }, 1)
    socket.on('close', () => clearInterval(timer))
  })
  return tracked(server)
}

// ---------------------------------------------------------------------------

const proxy = suite('embed faults: --api proxy')
let upstream: ReturnType<typeof upstreamServer>
let front: ReturnType<typeof tracked>
let up = 0
let fp = 0

proxy.before(async () => {
  process.on('uncaughtException', record)
  upstream = upstreamServer()
  up = await upstream.listen()
  front = tracked(createConsoleServer({ distDir: dist, apiUrl: `http://127.0.0.1:${up}` }))
  fp = await front.listen()
})
proxy.after(async () => {
  await front.close()
  await upstream.close()
})

proxy('a refused serial-console upgrade then a client reset', async () => {
  for (let i = 0; i < 5; i++) {
    const head = await sendThenReset(fp, upgradeRequest('/v1/instances/db1/serial-console/stream?project=p'))
    assert.match(head, 'HTTP/1.1 401')
  }
  await stillServing(fp, front)
})

proxy('an upgrade reset before the upstream answers', async () => {
  await sendThenReset(fp, upgradeRequest('/v1/instances/db1/serial-console/stream'), 'at-once')
  await stillServing(fp, front, upstream)
})

proxy('a request body aborted half way is not left open upstream', async () => {
  await sendThenReset(
    fp,
    'POST /v1/disks/d/bulk-write HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n{"offset":0,',
    'at-once',
  )
  await stillServing(fp, front, upstream)
})

proxy('a client that reads nothing of a big answer and goes away', async () => {
  await new Promise<void>((resolve) => {
    const socket = net.connect(fp, '127.0.0.1', () => {
      socket.write('GET /v1/big HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
      socket.pause()
    })
    socket.on('error', () => {})
    // give the server time to fill the socket's buffers, then vanish without reading
    socket.once('readable', () => {
      socket.resetAndDestroy()
      resolve()
    })
  })
  await stillServing(fp, front, upstream)
})

proxy('an upstream that resets in the middle of an answer', async () => {
  const outcome = await new Promise<string>((resolve) => {
    http
      .get({ host: '127.0.0.1', port: fp, path: '/v1/reset-midway', agent: false }, (res) => {
        res.on('data', () => {})
        res.on('end', () => resolve('end'))
        res.on('error', () => resolve('error'))
        res.on('aborted', () => resolve('aborted'))
      })
      .on('error', () => resolve('error'))
  })
  assert.ok(outcome !== 'end', 'a cut answer must not look complete')
  await stillServing(fp, front, upstream)
})

proxy('oversized headers are refused with 431', async () => {
  const head = await sendThenReset(
    fp,
    `GET /v1/ping HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(70000)}\r\n\r\n`,
  )
  assert.match(head, /^HTTP\/1\.1 431/)
  await stillServing(fp, front)
})

proxy('the upstream going away (502) and coming back (200)', async () => {
  assert.is(await get(fp, '/v1/ping'), 200)
  await upstream.close()
  assert.is(await get(fp, '/v1/ping'), 502)
  upstream = upstreamServer()
  await upstream.listen(up)
  assert.is(await get(fp, '/v1/ping'), 200)
  await stillServing(fp, front)
})

proxy.run()

// ---------------------------------------------------------------------------

const mock = suite('embed faults: built-in mock')
let server: ReturnType<typeof tracked>
let mp = 0
mock.before(async () => {
  server = tracked(createConsoleServer({ distDir: dist, mock: createMockApi({ mode: 'server', latency: 0 }) }))
  mp = await server.listen()
})
mock.after(async () => {
  await server.close()
  process.off('uncaughtException', record)
  rmSync(dist, { recursive: true, force: true })
})

mock('a refused serial-console upgrade (no session) then a client reset', async () => {
  for (let i = 0; i < 5; i++) {
    await sendThenReset(mp, upgradeRequest('/v1/instances/db1/serial-console/stream?project=mock-project'), 'at-once')
    const head = await sendThenReset(mp, upgradeRequest('/v1/instances/db1/serial-console/stream?project=mock-project'))
    assert.match(head, 'HTTP/1.1 401')
  }
  await stillServing(mp, server)
})

mock('an aborted request body', async () => {
  await sendThenReset(
    mp,
    'POST /v1/login/default-silo/local HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5000\r\n\r\n{"username":',
    'at-once',
  )
  await stillServing(mp, server)
})

mock('a bad WebSocket handshake and a reset', async () => {
  await sendThenReset(
    mp,
    'GET /v1/instances/db1/serial-console/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
  )
  await stillServing(mp, server)
})

// uvu exits 0 when a test awaits something that never settles and the event loop empties (a socket whose
// error was never handled never closes): make that a failure.
let finished = false
mock.after(() => {
  finished = true
})
process.on('exit', () => {
  if (!finished) {
    console.error('test/embed/faults.test.ts: suite did not finish')
    process.exitCode = 1
  }
})

mock.run()
