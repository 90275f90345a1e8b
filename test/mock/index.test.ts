// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMockApi, type SerialConsole } from '../../web/mock/index'
import { mockFetch } from '../../web/mock/fetch'
import { RESTART_LINE } from '../../web/mock/console'
import { until } from '../../test-support/until'

const server = () => {
  const api = createMockApi({ mode: 'server' })
  return { api, fetch: mockFetch(api) }
}

async function signIn(username: string) {
  const s = server()
  const res = await s.fetch('/v1/login/default-silo/local', {
    method: 'POST',
    json: { username, password: 'demo-password' },
  })
  assert.is(res.status, 204)
  return s
}

test('login sets the session cookie; without it the API answers 401', async () => {
  const { fetch } = server()
  const anon = await fetch('/v1/me')
  assert.is(anon.status, 401)
  assert.is((await anon.json()).error_code, 'Unauthorized')
  const bad = await fetch('/v1/login/default-silo/local', {
    method: 'POST',
    json: { username: 'fleet-admin', password: 'nope' },
  })
  assert.is(bad.status, 401)
  const res = await fetch('/v1/login/default-silo/local', {
    method: 'POST',
    json: { username: 'fleet-admin', password: 'demo-password' },
  })
  assert.is(res.status, 204)
  assert.match(res.headers.get('set-cookie')!, /^session=[0-9a-f]+; Path=\/; HttpOnly; SameSite=Lax$/)
  const me = await (await fetch('/v1/me')).json()
  assert.is(me.display_name, 'fleet-admin')
  assert.ok(me.fleet_viewer && me.silo_admin)
  await fetch('/v1/logout', { method: 'POST' })
  assert.is((await fetch('/v1/me')).status, 401)
})

test('preview mode is fleet-admin without signing in', async () => {
  const api = createMockApi({ mode: 'preview' })
  const me = await (await mockFetch(api)('/v1/me')).json()
  assert.is(me.display_name, 'fleet-admin')
})

test('a next page is asked with its token alone: the token carries the sort order and the project', async () => {
  // omicron common/src/api/external/http_pagination.rs: a `PageSelector` holds the scan (sort_by and the selector,
  // flattened) beside `last_seen`, and `ScanByNameOrId::from_query` serves a next page with the token's scan; dropshot
  // reads either `page_token` or the scan parameters, so those sent again beside a token are ignored
  const { fetch } = await signIn('fleet-admin')
  const names = async (url: string) => {
    const page = await (await fetch(url)).json()
    return { names: page.items.map((i: { name: string }) => i.name) as string[], next: page.next_page as string }
  }
  const all = (await names('/v1/instances?project=mock-project&sort_by=name_descending')).names
  const first = await names('/v1/instances?project=mock-project&sort_by=name_descending&limit=3')
  assert.equal(first.names, all.slice(0, 3))
  const next = await names(`/v1/instances?limit=3&page_token=${first.next}`)
  assert.equal(next.names, all.slice(3, 6))
  // the project and order sent again, and different, change nothing
  assert.equal(
    (await names(`/v1/instances?project=other-project&sort_by=id_ascending&limit=3&page_token=${first.next}`)).names,
    next.names,
  )
  // a token it cannot read is dropshot's 400
  const bad = await fetch('/v1/instances?page_token=not-a-token')
  assert.is(bad.status, 400)
  assert.is(
    (await bad.json()).message,
    'unable to parse query string: failed to parse pagination token: corrupted token',
  )
})

test('lists paginate with limit, page_token and sort_by', async () => {
  const { fetch } = await signIn('fleet-admin')
  const all = (await (await fetch('/v1/instances?project=mock-project')).json()).items.map(
    (i: { name: string }) => i.name,
  )
  assert.equal(all, [...all].sort())
  const names: string[] = []
  let token: string | null = null
  do {
    const q: string = token ? `&page_token=${token}` : ''
    const page = await (await fetch(`/v1/instances?project=mock-project&limit=5${q}`)).json()
    assert.ok(page.items.length <= 5)
    names.push(...page.items.map((i: { name: string }) => i.name))
    token = page.next_page
  } while (token)
  assert.equal(names, all)
  const desc = await (await fetch('/v1/projects?sort_by=name_descending&limit=2')).json()
  assert.equal(
    desc.items.map((p: { name: string }) => p.name),
    ['web-frontend', 'other-project'],
  )
  assert.is((await fetch('/v1/projects?limit=0')).status, 400)
})

test('unknown names and ids give the server 404 message', async () => {
  const { fetch } = await signIn('fleet-admin')
  const res = await fetch('/v1/projects/x')
  assert.is(res.status, 404)
  const body = await res.json()
  assert.is(body.error_code, 'ObjectNotFound')
  assert.is(body.message, 'not found: project with name "x"')
  assert.type(body.request_id, 'string')
  const id = '11111111-2222-4333-8444-555555555555'
  assert.is((await (await fetch(`/v1/disks/${id}`)).json()).message, `not found: disk with id "${id}"`)
})

test('names are unique: ObjectAlreadyExists', async () => {
  const { fetch } = await signIn('fleet-admin')
  const res = await fetch('/v1/projects', { method: 'POST', json: { name: 'mock-project', description: '' } })
  assert.is(res.status, 400)
  const body = await res.json()
  assert.is(body.error_code, 'ObjectAlreadyExists')
  assert.is(body.message, 'already exists: project "mock-project"')
})

test('invalid bodies get a parse-style 400', async () => {
  const { fetch } = await signIn('fleet-admin')
  const res = await fetch('/v1/projects', { method: 'POST', json: { description: '' } })
  assert.is(res.status, 400)
  assert.match((await res.json()).message, /^unable to parse JSON body: missing field `name`/)
  const bad = await fetch('/v1/projects', {
    method: 'POST',
    body: '{',
    headers: { 'content-type': 'application/json' },
  })
  assert.is(bad.status, 400)
})

test('starting a running instance changes nothing, as in Nexus; stop settles to stopped', async () => {
  const { api, fetch } = await signIn('fleet-admin')
  const res = await fetch('/v1/instances/db1/start?project=mock-project', { method: 'POST' })
  assert.is(res.status, 202)
  assert.is((await res.json()).run_state, 'running')
  const stop = await fetch('/v1/instances/db1/stop?project=mock-project', { method: 'POST' })
  assert.is(stop.status, 202)
  assert.is((await stop.json()).run_state, 'stopping')
  const db1 = api.db.instances.find((i) => i.name === 'db1')!
  api.db.transitions[db1.id].at = Date.now() - 1 // as if the 1-3 s had passed
  assert.is((await (await fetch('/v1/instances/db1?project=mock-project')).json()).run_state, 'stopped')
})

test('roles: a viewer cannot write, no-roles cannot read, only the fleet sees /v1/system', async () => {
  const viewer = await signIn('silo-viewer')
  assert.is((await viewer.fetch('/v1/instances?project=mock-project')).status, 200)
  const write = await viewer.fetch('/v1/instances/db2/start?project=mock-project', { method: 'POST' })
  assert.is(write.status, 403)
  assert.is((await write.json()).error_code, 'Forbidden')
  assert.is(
    (await viewer.fetch('/v1/projects', { method: 'POST', json: { name: 'nope', description: '' } })).status,
    403,
  )
  const none = await signIn('no-roles')
  assert.is((await none.fetch('/v1/me')).status, 200)
  assert.is((await none.fetch('/v1/projects')).status, 403)
  assert.is((await viewer.fetch('/v1/system/silos')).status, 403)
  const me = await (await viewer.fetch('/v1/me')).json()
  assert.is(me.fleet_viewer, false)
  const collab = await signIn('silo-collab')
  assert.is((await collab.fetch('/v1/system/silos')).status, 403)
  assert.is(
    (await collab.fetch('/v1/projects', { method: 'POST', json: { name: 'collab-made', description: '' } })).status,
    201,
  )
})

test('a limited collaborator changes instances but not networking', async () => {
  // grace.hopper: silo limited collaborator (kernel-devs), no project grant in other-project
  const { fetch } = await signIn('grace-hopper')
  assert.is((await fetch('/v1/instances/ci-runner-2/start?project=other-project', { method: 'POST' })).status, 202)
  const vpc = await fetch('/v1/vpcs?project=other-project', {
    method: 'POST',
    json: { name: 'nope', description: '', dns_name: 'nope' },
  })
  assert.is(vpc.status, 403)
})

test('device flow: pending until confirmed, then the token works as Bearer', async () => {
  const { api, fetch } = await signIn('silo-collab')
  const form = (body: Record<string, string>) => ({
    method: 'POST',
    body: new URLSearchParams(body),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  const client_id = '00000000-1111-4222-8333-444444444444'
  const auth = await (await fetch('/device/auth', form({ client_id }))).json()
  assert.match(auth.user_code, /^[A-Z]{4}-[A-Z]{4}$/)
  assert.is(auth.expires_in, 300)
  const grant = { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: auth.device_code, client_id }
  const pending = await fetch('/device/token', form(grant))
  assert.is(pending.status, 400)
  assert.is((await pending.json()).error, 'authorization_pending')
  assert.is((await fetch('/device/confirm', { method: 'POST', json: { user_code: auth.user_code } })).status, 204)
  const token = await (await fetch('/device/token', form(grant))).json()
  assert.is(token.token_type, 'Bearer')
  // a fresh client without the session cookie, like the CLI
  const me = await mockFetch(api)('/v1/me', { headers: { authorization: `Bearer ${token.access_token}` } })
  assert.is((await me.json()).display_name, 'silo-collab')
})

test('floating IP attach shows up in the instance external IPs', async () => {
  const { fetch } = await signIn('fleet-admin')
  const res = await fetch('/v1/floating-ips/floating-1/attach?project=mock-project', {
    method: 'POST',
    json: { kind: 'instance', parent: 'web-1' },
  })
  assert.is(res.status, 202)
  const ips = await (await fetch('/v1/instances/web-1/external-ips?project=mock-project')).json()
  assert.ok(ips.items.some((ip: { kind: string; name?: string }) => ip.kind === 'floating' && ip.name === 'floating-1'))
})

test('firewall rules PUT replaces all rules at once', async () => {
  const { fetch } = await signIn('fleet-admin')
  const rule = {
    name: 'only',
    description: '',
    action: 'allow',
    direction: 'inbound',
    priority: 10,
    status: 'enabled',
    targets: [{ type: 'vpc', value: 'mock-vpc' }],
    filters: { ports: ['22'] },
  }
  const put = await fetch('/v1/vpc-firewall-rules?project=mock-project&vpc=mock-vpc', {
    method: 'PUT',
    json: { rules: [rule] },
  })
  assert.is(put.status, 200)
  const view = await (await fetch('/v1/vpc-firewall-rules?project=mock-project&vpc=mock-vpc')).json()
  assert.equal(
    view.rules.map((r: { name: string }) => r.name),
    ['only'],
  )
  const dup = await fetch('/v1/vpc-firewall-rules?project=mock-project&vpc=mock-vpc', {
    method: 'PUT',
    json: { rules: [rule, rule] },
  })
  assert.is(dup.status, 400)
})

test('disk import: start, write (size checked), stop, finalize', async () => {
  const { api, fetch } = await signIn('fleet-admin')
  const q = '?project=mock-project'
  const post = (p: string, json?: unknown) => fetch(`/v1/disks/disk-import-ready/${p}${q}`, { method: 'POST', json })
  assert.is((await post('bulk-write-start')).status, 204)
  const data = Buffer.alloc(1024, 7).toString('base64')
  assert.is((await post('bulk-write', { offset: 0, base64_encoded_data: data })).status, 204)
  assert.is((await post('bulk-write', { offset: 1024 ** 3, base64_encoded_data: data })).status, 400)
  assert.is((await post('bulk-write-stop')).status, 204)
  assert.is((await post('finalize', { snapshot_name: 'imported-snap' })).status, 204)
  const disk = api.db.disks.find((d) => d.name === 'disk-import-ready')!
  assert.is(disk.state.state, 'detached')
  assert.equal([...api.db.diskImports[disk.id][0]], [...Buffer.alloc(1024, 7)])
})

test('sentinels fail like a server bug', async () => {
  const { fetch } = await signIn('fleet-admin')
  assert.is((await fetch('/v1/snapshots/delete-500?project=mock-project', { method: 'DELETE' })).status, 500)
})

test('serial console replays the boot log, echoes input, and refuses stopped instances with Nexus’s reason', async () => {
  const { api } = server()
  const db2 = api.db.instances.find((i) => i.name === 'db2')!
  // omicron: nexus/src/app/instance.rs `propolis_addr_for_instance`, an instance without a VMM
  assert.is(
    api.openSerialConsole(
      db2.id,
      () => {},
      () => {},
    ),
    'Invalid Request: instance is stopped and has no active serial console server',
  )
  const db1 = api.db.instances.find((i) => i.name === 'db1')!
  let out = ''
  const dec = new TextDecoder()
  const session = api.openSerialConsole(
    db1.id,
    (d) => (out += typeof d === 'string' ? d : dec.decode(d)),
    () => {},
  ) as SerialConsole
  try {
    await until(() => out.endsWith('login: '), { what: () => `the login prompt; the console shows ${out.slice(-200)}` })
    assert.match(out, /Linux version/)
    assert.match(out, /db1 login: $/)
    session.receive(new TextEncoder().encode('root\r'))
    assert.ok(out.endsWith('root\r\n'))
  } finally {
    session.close()
  }
})

test('a reboot resets the guest in place: the console stays open, says it restarts, and boots again', async () => {
  const { api } = server()
  const db1 = api.db.instances.find((i) => i.name === 'db1')!
  let out = ''
  let closed = false
  const dec = new TextDecoder()
  const session = api.openSerialConsole(
    db1.id,
    (d) => (out += typeof d === 'string' ? d : dec.decode(d)),
    () => (closed = true),
  ) as SerialConsole
  try {
    await until(() => out.endsWith('db1 login: '), { what: 'the first login prompt' })
    // what instanceReboot does: rebooting now, running a moment later
    db1.run_state = 'rebooting'
    db1.time_run_state_updated = new Date().toISOString()
    api.db.transitions[db1.id] = { to: 'running', at: Date.now() + 600 }
    await until(() => out.includes(RESTART_LINE), { what: 'the restart line' })
    await until(() => out.split('Hypervisor detected').length === 3 && out.endsWith('db1 login: '), {
      what: () => `a second boot to the login prompt; the console shows ${out.slice(-200)}`,
    })
    assert.not.ok(closed)
    assert.ok(out.indexOf(RESTART_LINE) < out.lastIndexOf('OVMF (Oxide)'))
  } finally {
    session.close()
  }
})

test('a project the caller has no role on answers its lookup 404, not 403; one it only reads answers 403 to writes', async () => {
  const admin = await signIn('fleet-admin')
  const created = await admin.fetch('/v1/system/identity-providers/local/users?silo=default-silo', {
    method: 'POST',
    json: { external_id: 'only-web', password: { mode: 'password', value: 'demo-password' } },
  })
  assert.is(created.status, 201)
  const user = await created.json()
  // a role on web-frontend only: viewer there, nothing on the silo or mock-project
  const policy = await (await admin.fetch('/v1/projects/web-frontend/policy')).json()
  const updated = await admin.fetch('/v1/projects/web-frontend/policy', {
    method: 'PUT',
    json: {
      role_assignments: [
        ...policy.role_assignments,
        { identity_id: user.id, identity_type: 'silo_user', role_name: 'viewer' },
      ],
    },
  })
  assert.is(updated.status, 200)

  const res = await admin.fetch('/v1/login/default-silo/local', {
    method: 'POST',
    json: { username: 'only-web', password: 'demo-password' },
  })
  assert.is(res.status, 204)
  const hidden = await admin.fetch('/v1/projects/mock-project')
  assert.is(hidden.status, 404)
  assert.is((await hidden.json()).message, 'not found: project with name "mock-project"')
  const instance = await admin.fetch('/v1/instances/db1?project=mock-project')
  assert.is(instance.status, 404)
  assert.is((await admin.fetch('/v1/projects/web-frontend')).status, 200)
  const write = await admin.fetch('/v1/vpcs?project=web-frontend', {
    method: 'POST',
    json: { name: 'nope', description: '', dns_name: 'nope' },
  })
  assert.is(write.status, 403)
})

test('respond (the embed server path, no msw) signs in from the body bytes and reads the cookie header', async () => {
  const api = createMockApi({ mode: 'server' })
  const body = new TextEncoder().encode(JSON.stringify({ username: 'fleet-admin', password: 'demo-password' }))
  const login = await api.respond(
    new Request('http://rack/v1/login/default-silo/local', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    }),
    body,
  )
  assert.is(login?.status, 204)
  const cookie = login!.headers.getSetCookie()[0].split(';')[0]
  const me = await api.respond(new Request('http://rack/v1/me', { headers: { cookie: `other=1; ${cookie}` } }))
  assert.is(me?.status, 200)
  assert.is(((await me!.json()) as { display_name: string }).display_name, 'fleet-admin')
  assert.is(await api.respond(new Request('http://rack/assets/app.js')), undefined)
})

test.run()
