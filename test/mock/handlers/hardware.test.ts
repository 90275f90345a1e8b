import { bareInstanceBody } from '../../../test-support/instance-body'
// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mockFetch } from '../../../web/mock/fetch'
import { fid } from '../../../web/mock/fixtures/util'
import { createMockApi } from '../../../web/mock/index'

const rack = fid('rack', 1)

test('adding a sled starts a membership change that can be aborted', async () => {
  const api = createMockApi({ mode: 'preview' })
  const fetch = mockFetch(api)
  const before = (await (await fetch('/v1/system/hardware/sleds')).json()).items.length
  const add = await fetch(`/v1/system/hardware/racks/${rack}/membership/add`, {
    method: 'POST',
    json: { sled_ids: [{ part_number: '913-0000019', serial_number: 'BRM42229001' }] },
  })
  assert.is(add.status, 200)
  assert.is((await add.json()).state, 'in_progress')
  // Nexus's add proposes a trust quorum change; the sled is not in the rack's list until it has joined
  const listed = async () => (await (await fetch('/v1/system/hardware/sleds')).json()).items.length
  assert.is(await listed(), before)
  const status = await (await fetch(`/v1/system/hardware/racks/${rack}/membership`)).json()
  assert.is(status.version, 2)
  const abort = await (await fetch(`/v1/system/hardware/racks/${rack}/membership/abort`, { method: 'POST' })).json()
  assert.is(abort.state, 'aborted')
  assert.is((await (await fetch('/v1/system/hardware/sleds-uninitialized')).json()).items.length, 4)
  // and an abort takes no sled out of the list under someone reading each listed sled's instances
  assert.is(await listed(), before)
  assert.is((await fetch(`/v1/system/hardware/racks/${rack}/membership/abort`, { method: 'POST' })).status, 400)
})

test('a membership change commits once its new sleds acknowledge (mock pace)', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview' }))
  await fetch(`/v1/system/hardware/racks/${rack}/membership/add`, {
    method: 'POST',
    json: { sled_ids: [{ part_number: '913-0000019', serial_number: 'BRM42229003' }] },
  })
  const realNow = Date.now
  Date.now = () => realNow() + 60_000
  try {
    const status = await (await fetch(`/v1/system/hardware/racks/${rack}/membership`)).json()
    assert.is(status.state, 'committed')
    assert.equal(status.unacknowledged_members, [])
    const sleds: { baseboard: { serial: string } }[] = (await (await fetch('/v1/system/hardware/sleds')).json()).items
    assert.ok(
      sleds.some((s) => s.baseboard.serial === 'BRM42229003'),
      'once committed, the sled is in the list',
    )
    assert.is((await fetch(`/v1/system/hardware/racks/${rack}/membership/abort`, { method: 'POST' })).status, 400)
  } finally {
    Date.now = realNow
  }
})

test('provision policy: old and new state; an expunged sled refuses', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview' }))
  const res = await fetch(`/v1/system/hardware/sleds/${fid('sled', 1)}/provision-policy`, {
    method: 'PUT',
    json: { state: 'non_provisionable' },
  })
  assert.equal(await res.json(), { old_state: 'provisionable', new_state: 'non_provisionable' })
  const expunged = await fetch(`/v1/system/hardware/sleds/${fid('sled', 8)}/provision-policy`, {
    method: 'PUT',
    json: { state: 'provisionable' },
  })
  assert.is(expunged.status, 400)
})

/** Signed in as a demo user of default-silo (server mode: no anonymous fleet-admin). */
async function signedIn(username: string) {
  const fetch = mockFetch(createMockApi({ mode: 'server' }))
  const res = await fetch('/v1/login/default-silo/local', {
    method: 'POST',
    json: { username, password: 'demo-password' },
  })
  assert.is(res.status, 204)
  return fetch
}

type SledRow = { name: string; project_name: string; silo_name: string; state: string; active_sled_id: string }

test("a sled's instances, as Nexus's sled_instance view: those with a VMM, any silo, with project and silo names", async () => {
  const fetch = await signedIn('fleet-admin')
  const sleds: { id: string }[] = (await (await fetch('/v1/system/hardware/sleds?limit=10000')).json()).items
  const rows: SledRow[] = []
  for (const s of sleds)
    rows.push(...(await (await fetch(`/v1/system/hardware/sleds/${s.id}/instances?limit=10000`)).json()).items)
  assert.ok(rows.length > 0)
  assert.ok(rows.every((r) => r.project_name && r.silo_name && sleds.some((s) => s.id === r.active_sled_id)))
  assert.not.ok(
    rows.some((r) => r.state === 'stopped'),
    'a stopped instance has no VMM, so it is on no sled',
  )

  // an instance started now is on a sled at once (its VMM is starting); one made stopped is not
  const make = (name: string, start: boolean) =>
    fetch('/v1/instances?project=mock-project', {
      method: 'POST',
      json: bareInstanceBody(name, start),
    })
  assert.is((await make('on-a-sled', true)).status, 201)
  assert.is((await make('on-no-sled', false)).status, 201)
  const names: string[] = []
  for (const s of sleds)
    for (const r of (await (await fetch(`/v1/system/hardware/sleds/${s.id}/instances?limit=10000`)).json())
      .items as SledRow[])
      names.push(`${r.name}:${r.project_name}:${r.silo_name}`)
  assert.ok(names.includes('on-a-sled:mock-project:default-silo'))
  assert.not.ok(names.some((n) => n.startsWith('on-no-sled:')))
})

test("only fleet viewers may list sleds and a sled's instances", async () => {
  const fetch = await signedIn('silo-collab')
  assert.is((await fetch('/v1/system/hardware/sleds')).status, 403)
  // Nexus looks the sled up for Read first, and hides what the caller cannot read
  assert.is((await fetch(`/v1/system/hardware/sleds/${fid('sled', 1)}/instances`)).status, 404)
})

test.run()
