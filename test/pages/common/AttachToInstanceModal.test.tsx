import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { SWRConfig } from 'swr'
import { swrConfig } from '../../../web/api/hooks'
import { PickToAttachModal } from '../../../web/pages/common/AttachToInstanceModal'
import { addToast, removeToast, Toaster } from '../../../web/ui/Toast'
import { render, withDom } from '../../../test-support/dom'
import { until } from '../../../test-support/until'
// Headless UI decides 'server or browser' when first imported, before happy-dom is
// registered, and then never portals a dialog; re-detect once the DOM exists.
import { env as headlessEnv } from '../../../node_modules/@headlessui/react/dist/utils/env.js'

const Pick = suite('PickToAttachModal')
withDom(Pick)
Pick.before(() => headlessEnv.reset())

let calls: { method: string; path: string; body?: unknown }[] = []
Pick.before.each(() => {
  calls = []
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x')
    const method = init?.method ?? 'GET'
    calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    return new Response(JSON.stringify({ id: 'f-1', name: 'fip', ip: '10.0.0.9', kind: 'floating' }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
})
Pick.after.each(() => {
  const last = addToast({ content: '' })
  for (let id = 1; id <= last; id++) removeToast(id)
})

const list = { isLoading: false, loaded: 2, complete: true, truncated: false, data: {}, mutate: () => undefined }
let closed = 0
const mount = () =>
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
      <PickToAttachModal
        title="Attach floating IP"
        method="floatingIpAttach"
        params={(instance) => ({
          path: { floatingIp: 'fip' },
          query: { project: 'p' },
          body: { kind: 'instance' as const, parent: instance },
        })}
        toast={(instance) => `Floating IP fip attached to ${instance}`}
        onClose={() => void closed++}
        picker={{
          label: 'Instance',
          list,
          noun: 'instances',
          placeholders: { loading: 'Loading instances…', none: 'No instances', pick: 'Select an instance' },
          options: [
            { value: 'db1', label: 'db1 (running)' },
            { value: 'db2', label: 'db2 (stopped)' },
          ],
        }}
      >
        Attach fip to an instance.
      </PickToAttachModal>
      <Toaster />
    </SWRConfig>,
  )

const submit = (body: HTMLElement) =>
  act(() => {
    body.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })
const showing = (body: HTMLElement, text: string) =>
  until(() => body.textContent?.includes(text), { what: () => `"${text}"; the page reads "${body.textContent}"` })

Pick('nothing picked: no message before the submit, then the required text and no call', async () => {
  const body = mount()
  assert.not.ok(body.textContent?.includes('Instance is required'))
  submit(body)
  // the form checks its values as it submits, before any call could start
  await showing(body, 'Instance is required')
  assert.equal(
    calls.filter((c) => c.method !== 'GET'),
    [],
  )
})

Pick('a pick is attached with its params, toasted, and the modal closes', async () => {
  closed = 0
  const body = mount()
  const select = body.querySelector('select')!
  assert.is(select.options[0].text, 'Select an instance')
  act(() => {
    select.value = 'db2'
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
  submit(body)
  await showing(body, 'Floating IP fip attached to db2')
  assert.equal(
    calls.filter((c) => c.method === 'POST'),
    [{ method: 'POST', path: '/v1/floating-ips/fip/attach', body: { kind: 'instance', parent: 'db2' } }],
  )
  assert.is(closed, 1)
})

Pick.run()
