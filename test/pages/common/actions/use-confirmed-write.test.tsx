import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SWRConfig } from 'swr'
import { swrConfig } from '../../../../web/api/hooks'
import { useQuery } from '../../../../web/api/reads'
import { useConfirmedWrite } from '../../../../web/pages/common/actions/use-confirmed-write'
import { ConfirmDialogHost } from '../../../../web/ui/ConfirmDialog'
import { addToast, removeToast, Toaster } from '../../../../web/ui/Toast'
import { act } from 'preact/test-utils'
import { render, withDom } from '../../../../test-support/dom'
import { until } from '../../../../test-support/until'

const Confirm = suite('useConfirmedWrite')
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

let confirm: ReturnType<typeof useConfirmedWrite>
function Screen() {
  useQuery('snapshotList', { query: { project: 'p' } })
  confirm = useConfirmedWrite()
  return (
    <>
      <Toaster />
      <ConfirmDialogHost />
    </>
  )
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

// --- the menu items: a row's Delete and a row action that asks first ---

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]')
/** Opens the item's dialog and presses its action button (the dialog panel loads on first use). */
const answer = async (label: string) => {
  await until(() => dialog()?.textContent?.includes(label), { what: `the dialog with "${label}"` })
  const b = [...dialog()!.querySelectorAll('button')].find((x) => x.textContent === label)
  assert.ok(b, `a "${label}" button in: ${dialog()!.textContent}`)
  act(() => b.click())
}
const snapshot = { path: { snapshot: 's' }, query: { project: 'p' } }

Confirm('menuDelete: a dangerous Delete whose preview and confirmed write use the same call and params', async () => {
  await mount()
  const action = confirm.menuDelete({ kind: 'snapshot', name: 's', method: 'snapshotDelete', params: snapshot })
  assert.is(action.label, 'Delete')
  assert.ok(action.danger)
  const request = (action.request as () => { method: string; url: string })()
  assert.is(request.method, 'DELETE')
  assert.match(request.url, '/v1/snapshots/s')
  act(() => void action.onSelect())
  await until(() => dialog()?.textContent?.includes('Are you sure you want to delete snapshot s?'), {
    what: 'the delete confirmation naming the snapshot',
  })
  await answer('Confirm')
  await toasted('Snapshot s deleted')
  assert.ok(log.includes('DELETE /v1/snapshots/s'), log.join(', '))
})

Confirm('menuDelete: a success text of its own is kept', async () => {
  await mount()
  const action = confirm.menuDelete({
    kind: 'snapshot',
    name: 's',
    method: 'snapshotDelete',
    params: snapshot,
    success: 'Gone',
  })
  act(() => void action.onSelect())
  await answer('Confirm')
  await toasted('Gone')
})

Confirm('menuDelete: the menu item carries its disabled reason and shortcut; none set when not given', async () => {
  await mount()
  const reason = 'Only available when the snapshot is ready'
  const action = confirm.menuDelete({
    kind: 'snapshot',
    name: 's',
    method: 'snapshotDelete',
    params: snapshot,
    disabled: reason,
    shortcut: 'd',
  })
  assert.is(action.disabled, reason)
  assert.is(action.shortcut, 'd')
  const plain = confirm.menuDelete({ kind: 'snapshot', name: 's', method: 'snapshotDelete', params: snapshot })
  assert.not.ok('disabled' in plain || 'shortcut' in plain, 'none given, none set')
})

const unlink = {
  label: 'Unlink',
  content: 'Unlink p1 from s1?',
  errorTitle: 'Could not unlink the pool',
  method: 'systemIpPoolSiloUnlink' as const,
  params: { path: { pool: 'p1', silo: 's1' } },
  success: 'p1 unlinked from s1',
}

Confirm(
  "menuAction: the preview and the confirmed write use the same call; the dialog's button says the menu's label",
  async () => {
    await mount()
    const action = confirm.menuAction({ ...unlink, title: 'Unlink pool' })
    const request = (action.request as () => { method: string; url: string })()
    assert.is(request.method, 'DELETE')
    assert.match(request.url, '/v1/system/ip-pools/p1/silos/s1')
    act(() => void action.onSelect())
    await until(() => dialog()?.textContent?.includes('Unlink pool'), { what: 'the title given' })
    assert.match(dialog()!.textContent ?? '', 'Unlink p1 from s1?')
    await answer('Unlink')
    await toasted('p1 unlinked from s1')
    assert.ok(log.includes('DELETE /v1/system/ip-pools/p1/silos/s1'), log.join(', '))
  },
)

Confirm(
  'menuAction: the title is the label unless given; danger and a disabled reason reach the menu item',
  async () => {
    await mount()
    const plain = confirm.menuAction(unlink)
    act(() => void plain.onSelect())
    await until(() => dialog()?.querySelector('h2')?.textContent === 'Unlink', { what: 'the label as the title' })
    assert.is(plain.danger, undefined)
    assert.is(plain.disabled, undefined)
    const risky = confirm.menuAction({ ...unlink, danger: true, disabled: 'Not linked' })
    assert.is(risky.danger, true)
    assert.is(risky.disabled, 'Not linked')
  },
)

Confirm.run()
