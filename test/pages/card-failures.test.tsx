import { Suspense, type ReactNode } from 'react'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { SWRConfig } from 'swr'
import { swrConfig } from '../../web/api/hooks'
import { QuotaImpact } from '../../web/pages/common/capacity/QuotaImpact'
import { ProjectFirstSteps } from '../../web/pages/common/first-steps/FirstSteps'
import { ExternalIpsCell } from '../../web/pages/project/instances/ExternalIpsCell'
import { RackFronts } from '../../web/pages/system/inventory/RackFronts'
import { PoolUtilization } from '../../web/pages/system/networking/ip-pools/PoolUtilization'
import UpdatePage from '../../web/pages/system/update/UpdatePage'
import { PanelBoundary } from '../../web/ui/PanelBoundary'
import { render, withDom } from '../../test-support/dom'
import { until } from '../../test-support/until'
import { cannedFetch, json, serverError } from '../../test-support/canned-fetch'

/**
 * One bad answer breaks one part, never the page: a card that reads its own data and gets a 500 says what it could
 * not read and offers Retry; one whose answer it cannot draw (a malformed body) fails alone in its panel; the
 * page's other parts render either way.
 */
const Cards = suite('a card whose own read fails')
withDom(Cards)

const realError = console.error
const realInfo = console.info
/** path -> what the server answers; anything else is an empty page */
let answers: Record<string, () => Response> = {}
let asked: string[] = []

Cards.before.each(() => {
  console.error = console.info = () => undefined
  answers = {}
  asked = []
  cannedFetch(() => answers, { asked })
})
Cards.after.each(() => {
  console.error = realError
  console.info = realInfo
})

const wrap = (node: ReactNode) => (
  <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
    <Suspense fallback={null}>{node}</Suspense>
  </SWRConfig>
)
const showing = (body: HTMLElement, text: string) =>
  until(() => body.textContent?.includes(text), { what: () => `"${text}"; the page reads "${body.textContent}"` })

const status = {
  components_by_release_version: { '1.0.0': 3 },
  target_release: { version: '1.0.0', time_requested: '2026-01-01T00:00:00Z' },
  time_last_step_planned: '2026-01-01T00:00:00Z',
  suspended: false,
  contact_support: false,
}

Cards('the update status answers 500: it says so with Retry, the repositories and trust roots render', async () => {
  answers['/v1/system/update/status'] = serverError
  const body = render(wrap(<UpdatePage />))
  await showing(body, 'Could not load update status')
  await showing(body, 'No repositories')
  await showing(body, 'No trust roots')
  // Retry asks again, and the answer is drawn where the failure was
  answers['/v1/system/update/status'] = () => json(status)
  const retry = [...body.querySelectorAll('button')].find((b) => b.textContent === 'Retry')!
  act(() => retry.click())
  await until(() => !body.textContent?.includes('Could not load update status'), { what: 'the failure to go' })
  assert.ok(asked.filter((p) => p === '/v1/system/update/status').length >= 2)
})

Cards('the update status answers a body it cannot draw: that card alone fails, with Retry', async () => {
  answers['/v1/system/update/status'] = () => json({ target_release: { version: '1.0.0' } })
  const body = render(wrap(<UpdatePage />))
  await showing(body, 'Could not show update status')
  const panel = body.querySelector('section[aria-label="Update status"]')!
  assert.ok(panel.querySelector('[role="alert"]'))
  assert.ok([...panel.querySelectorAll('button')].some((b) => b.textContent === 'Retry'))
  assert.match(body.querySelector('h1')?.textContent ?? '', 'System update')
  await showing(body, 'No repositories')
})

Cards('first steps whose reads fail: the checklist says which, with Retry; what is beside it stays', async () => {
  answers['/v1/images'] = serverError
  answers['/v1/me/ssh-keys'] = () => json({ items: 7, next_page: null })
  const body = render(
    wrap(
      <main>
        <ProjectFirstSteps project="p" />
        <p>the instances list</p>
      </main>,
    ),
  )
  await showing(body, 'Could not read images and SSH keys')
  assert.match(body.textContent!, 'the instances list')
  answers = {}
  const retry = [...body.querySelectorAll('button')].find((b) => b.textContent === 'Retry')!
  act(() => retry.click())
  await until(() => !body.textContent?.includes('Could not read'), { what: 'the failure to go' })
})

const counts = (n: number) => ({ cpus: n, memory: n * 2 ** 30, storage: n * 2 ** 30 })
const cost = { cpus: 2, memory: 2 ** 30, storage: 0 }
/** A create form with its quota card, as the instance create page holds it. */
const renderQuotaForm = () =>
  render(
    wrap(
      <form aria-label="Create instance">
        <QuotaImpact cost={cost} />
        <button type="submit">Create instance</button>
      </form>,
    ),
  )

Cards('the create form’s quota card answers 500: it says so with Retry, and the form stays', async () => {
  answers['/v1/utilization'] = serverError
  const body = renderQuotaForm()
  await showing(body, "The silo's quota could not be read")
  assert.match(body.textContent!, 'Create instance')
  answers['/v1/utilization'] = () => json({ capacity: counts(10), provisioned: counts(1) })
  const retry = [...body.querySelectorAll('button')].find((b) => b.textContent === 'Retry')!
  act(() => retry.click())
  await showing(body, 'Silo quota')
  assert.not.match(body.textContent!, 'could not be read')
})

Cards('the quota card given a body it cannot draw fails alone', async () => {
  answers['/v1/utilization'] = () => json({ capacity: counts(10) })
  const body = renderQuotaForm()
  await showing(body, 'Could not show silo quota')
  assert.ok(body.querySelector('button[type="submit"]'))
})

Cards('an instance’s external IPs: a 500 and a body it cannot draw each stay in their line, with Retry', async () => {
  // each row reads once it is in view: without an observer (which happy-dom never fires) at once
  const g = globalThis as { IntersectionObserver?: unknown }
  const observer = g.IntersectionObserver
  delete g.IntersectionObserver
  try {
    await externalIps()
  } finally {
    g.IntersectionObserver = observer
  }
})

async function externalIps() {
  answers['/v1/instances/db1/external-ips'] = serverError
  answers['/v1/instances/db2/external-ips'] = () => json({ next_page: null })
  const body = render(
    wrap(
      <dl>
        <dd>
          <PanelBoundary inline title="External IPs">
            <ExternalIpsCell project="p" instance="db1" />
          </PanelBoundary>
        </dd>
        <dd>
          <PanelBoundary inline title="External IPs">
            <ExternalIpsCell project="p" instance="db2" />
          </PanelBoundary>
        </dd>
        <dd>db3's hostname</dd>
      </dl>,
    ),
  )
  await until(() => body.querySelectorAll('button[aria-label="Retry loading External IPs"]').length === 2, {
    what: () => `a Retry in each failed line; the page reads "${body.textContent}"`,
  })
  assert.match(body.textContent!, "db3's hostname")
  answers['/v1/instances/db1/external-ips'] = () =>
    json({ items: [{ kind: 'ephemeral', ip: '10.0.0.5', ip_pool_id: 'x' }], next_page: null })
  act(() => body.querySelector<HTMLButtonElement>('button[aria-label="Retry loading External IPs"]')!.click())
  await showing(body, '10.0.0.5')
}

Cards('an IP pool’s addresses used answers 500: the cell says so with Retry, its neighbours stay', async () => {
  answers['/v1/system/ip-pools/p1/utilization'] = serverError
  answers['/v1/system/ip-pools/p2/utilization'] = () => json({ capacity: 10, remaining: 4 })
  const body = render(
    wrap(
      <table>
        <tbody>
          <tr>
            <td>
              <PoolUtilization pool="p1" />
            </td>
            <td>
              <PoolUtilization pool="p2" />
            </td>
          </tr>
        </tbody>
      </table>,
    ),
  )
  await showing(body, '6 / 10')
  await until(() => body.querySelector('button[aria-label="Retry loading p1 addresses used"]'), {
    what: () => `Retry in the failed cell; the page reads "${body.textContent}"`,
  })
  answers['/v1/system/ip-pools/p1/utilization'] = () => json({ capacity: 8, remaining: 8 })
  act(() => body.querySelector<HTMLButtonElement>('button[aria-label="Retry loading p1 addresses used"]')!.click())
  await showing(body, '0 / 8')
})

Cards('the rack front: a 500 says so with Retry, a sled it cannot draw fails the picture alone', async () => {
  answers['/v1/system/hardware/racks'] = serverError
  const beside = <p>the rack’s properties</p>
  const failed = render(
    wrap(
      <main>
        {beside}
        <RackFronts />
      </main>,
    ),
  )
  await showing(failed, 'Could not load the racks')
  assert.ok([...failed.querySelectorAll('button')].some((b) => b.textContent === 'Retry'))

  answers['/v1/system/hardware/racks'] = () => json({ items: [{ id: 'r1', time_created: '2026-01-01T00:00:00Z' }] })
  render(null) // a fresh page, with a cache of its own
  // a sled without its baseboard
  answers['/v1/system/hardware/sleds'] = () => json({ items: [{ id: 's1', rack_id: 'r1' }], next_page: null })
  const broken = render(
    wrap(
      <main>
        {beside}
        <RackFronts />
      </main>,
    ),
  )
  await showing(broken, 'Could not show rack front')
  assert.match(broken.textContent!, 'the rack’s properties')
})

Cards.run()
