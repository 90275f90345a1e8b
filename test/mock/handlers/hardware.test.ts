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
  assert.is((await (await fetch('/v1/system/hardware/sleds')).json()).items.length, before + 1)
  const status = await (await fetch(`/v1/system/hardware/racks/${rack}/membership`)).json()
  assert.is(status.version, 2)
  const abort = await (await fetch(`/v1/system/hardware/racks/${rack}/membership/abort`, { method: 'POST' })).json()
  assert.is(abort.state, 'aborted')
  assert.is((await (await fetch('/v1/system/hardware/sleds-uninitialized')).json()).items.length, 4)
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

test.run()
