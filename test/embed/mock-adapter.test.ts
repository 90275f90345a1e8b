/**
 * The built-in mock's serial console over a real WebSocket (embed/mock-adapter.ts), as each kind of user meets it.
 * Nexus opens a console only for a user who may modify the instance (omicron: nexus/src/app/instance.rs,
 * `instance_serial_console_stream` looks the instance up for `authz::Action::Modify`): one who may read it but not
 * modify it is refused with Forbidden (authz's `on_unauthorized` answers 403 to whoever may read), after the
 * handshake, in a 1011 close, as every refusal of the stream is.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { WebSocket } from 'ws'
import { createConsoleServer } from '../../embed/server.ts'
import { createMockApi } from '../../web/mock/index.ts'
import { request } from '../../test-support/http-request.ts'

const dist = mkdtempSync(join(tmpdir(), 'embed-mock-adapter-'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Rack Console</title>\n')

const Console = suite('embed mock: who may open a serial console')
let server: http.Server
let port = 0
Console.before(async () => {
  server = createConsoleServer({ distDir: dist, mock: createMockApi({ mode: 'server', latency: 0 }) })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  port = (server.address() as AddressInfo).port
})
Console.after(async () => {
  server.closeAllConnections()
  await new Promise((r) => server.close(r))
  rmSync(dist, { recursive: true, force: true })
})

/** The session cookie of a fixture user of default-silo, signed in with the demo password. */
async function signIn(username: string): Promise<string> {
  const res = await request(port, '/v1/login/default-silo/local', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo-password' }),
  })
  assert.is(res.status, 204, `${username} signs in`)
  const session = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('session='))
  assert.ok(session, 'a session cookie')
  return session.split(';')[0]
}

type Opened = { first: Promise<'data' | [number, string]>; ws: WebSocket }

/** Opens db1's console (running) as the cookie's user: what comes first, the boot log's bytes or a close. */
function openConsole(cookie: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/v1/instances/db1/serial-console/stream?project=mock-project`, {
      headers: { cookie, origin: `http://127.0.0.1:${port}` },
    })
    const first = new Promise<'data' | [number, string]>((r) => {
      ws.once('message', () => r('data'))
      ws.once('close', (code, reason) => r([code, reason.toString()]))
    })
    ws.once('open', () => resolve({ first, ws }))
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)))
    ws.once('error', reject)
  })
}

Console('a user who may read the instance but not modify it (a silo viewer) is refused with Forbidden', async () => {
  const { first, ws } = await openConsole(await signIn('silo-viewer'))
  try {
    assert.equal(await first, [1011, 'Forbidden'])
  } finally {
    ws.terminate()
  }
})

Console('a user who may modify it (the project’s collaborators) gets the console', async () => {
  const { first, ws } = await openConsole(await signIn('grace-hopper'))
  try {
    assert.is(await first, 'data')
  } finally {
    ws.terminate()
  }
})

Console.run()
