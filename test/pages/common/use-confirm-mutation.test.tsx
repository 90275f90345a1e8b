import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SWRConfig } from 'swr'
import { swrConfig } from '../../../web/api/hooks'
import { useQuery } from '../../../web/api/reads'
import { useConfirmMutation } from '../../../web/pages/common/use-confirm-mutation'
import { addToast, removeToast, Toaster } from '../../../web/ui/Toast'
import { render, withDom } from '../../../test-support/dom'
import { until } from '../../../test-support/until'

const Confirm = suite('useConfirmMutation')
withDom(Confirm)

let log: string[] = []
let failDeletes = false
Confirm.before.each(() => {
  log = []
  failDeletes = false
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x')
    const method = init?.method ?? 'GET'
    log.push(`${method} ${url.pathname}`)
    if (failDeletes && method === 'DELETE')
      return new Response(JSON.stringify({ message: 'busy', request_id: 'r' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      })
    return new Response(JSON.stringify({ items: [], nextPage: null }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
})

// Toasts live in a module-level store: dismiss ours so later suites start without them.
// Ids count up from 1, so removing every id up to a fresh one empties the store.
Confirm.after.each(() => {
  const last = addToast({ content: '' })
  for (let id = 1; id <= last; id++) removeToast(id)
})

let confirm: ReturnType<typeof useConfirmMutation>
function Screen() {
  useQuery('snapshotList', { query: { project: 'p' } })
  confirm = useConfirmMutation()
  return <Toaster />
}
const mount = async () => {
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
      <Screen />
    </SWRConfig>,
  )
  // The list's first read, before the log restarts: a fixed wait let it land after, in a test's own log.
  await until(() => log.includes('GET /v1/snapshots'), { what: 'the list read' })
  log = []
}
const toasted = (text: string) =>
  until(() => document.body.textContent?.includes(text), { what: () => `the toast "${text}"; log: ${log.join(', ')}` })

Confirm('run: writes, runs then, revalidates, and toasts once the screen is fresh', async () => {
  await mount()
  await confirm.run({
    method: 'snapshotDelete',
    params: { path: { snapshot: 's' }, query: { project: 'p' } },
    then: () => void log.push('then'),
    success: 'Snapshot s deleted',
    errorTitle: 'Could not delete snapshot',
  })
  await toasted('Snapshot s deleted')
  assert.equal(log, ['DELETE /v1/snapshots/s', 'then', 'GET /v1/snapshots'])
})

Confirm('run: a failure toasts the error title with the message, skips then, and still revalidates', async () => {
  await mount()
  failDeletes = true
  await confirm.run({
    method: 'snapshotDelete',
    params: { path: { snapshot: 'x' }, query: { project: 'p' } },
    then: () => void log.push('then'),
    success: 'Snapshot x deleted',
    errorTitle: 'Could not delete snapshot',
  })
  await toasted('Could not delete snapshot')
  assert.equal(log, ['DELETE /v1/snapshots/x', 'GET /v1/snapshots'])
  const text = document.body.textContent ?? ''
  assert.not.match(text, 'Snapshot x deleted')
})

Confirm(
  'steps: every write of a multi-call change is revalidated once, and the toast can name the result',
  async () => {
    await mount()
    await confirm.run({
      steps: async (write) => {
        for (const snapshot of ['a', 'b'])
          await write('snapshotDelete', { path: { snapshot }, query: { project: 'p' } })
        return 2
      },
      success: (n) => `${n} snapshots deleted`,
      errorTitle: 'Could not delete snapshots',
    })
    await toasted('2 snapshots deleted')
    assert.equal(log, ['DELETE /v1/snapshots/a', 'DELETE /v1/snapshots/b', 'GET /v1/snapshots'])
  },
)

Confirm.run()
