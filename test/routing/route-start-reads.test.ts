import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { clearPrefetched } from '../../web/api/prefetch'
import { routes } from '../../web/routes'
import { startRoute } from '../../web/routing/route-start'

/**
 * Issue #34: a click waits for the reads its press started (web/routing/pending-navigation.ts), but
 * only for its reads of one object or one page: a form's pickers read whole collections, which can
 * take long, and the form shows without them.
 */
const Reads = suite('the reads a started route waits on')

const realFetch = globalThis.fetch
Reads.before.each(() => {
  clearPrefetched()
  // the control plane never answers: what is waited on stays pending
  globalThis.fetch = (() => new Promise<Response>(() => {})) as typeof fetch
})
Reads.after.each(() => {
  globalThis.fetch = realFetch
  clearPrefetched()
})

const route = (path: string) => routes.find((r) => r.path === path)!
/** Whether `p` settles within a moment. */
const settles = (p: Promise<unknown>) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 30))])

/** db1's storage tab started, with `cached` saying what SWR holds. */
const startStorage = (cached: (key: string) => boolean) =>
  startRoute(route('/projects/:project/instances/:instance/storage'), { project: 'p', instance: 'db1' }, cached)

Reads("an instance's storage tab waits on its disks and the instance", async () => {
  assert.is(await settles(startStorage(() => false).reads), false)
})

Reads('the create instance form waits on none of its pickers (whole collections)', async () => {
  const started = startRoute(route('/projects/:project/instances-new'), { project: 'p' }, () => false)
  assert.is(await settles(started.reads), true)
})

Reads('what SWR holds already is neither sent nor waited on', async () => {
  assert.is(await settles(startStorage(() => true).reads), true)
})

Reads.run()
