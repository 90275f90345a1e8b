import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { deleteSearchDb, idbStore } from '../../../web/api/search/idb-store'

// A stand-in for the browser's IndexedDB that records what is asked of it, in order.
const calls: string[] = []
const request = () => {
  const req = { onsuccess: null, onerror: null, onblocked: null, onupgradeneeded: null } as Record<string, unknown>
  queueMicrotask(() => (req.onsuccess as (() => void) | null)?.())
  return req
}
const global = globalThis as { indexedDB?: unknown }
// set for this file only: other suites take a missing IndexedDB as the private-window case
test.before(() => {
  global.indexedDB = {
    open: (name: string) => (calls.push(`open ${name}`), request()),
    deleteDatabase: (name: string) => (calls.push(`delete ${name}`), request()),
  }
})
test.after(() => {
  delete global.indexedDB
})

test('after sign-out deletes the index, an index refresh still running does not make the database again', async () => {
  await deleteSearchDb()
  await idbStore().save('silo/user', { meta: { projects: [], projectsReadAt: 0, siloImages: [] } as never })
  assert.equal(calls, ['delete rack-console-search'])
})

test.run()
