import { act } from 'preact/test-utils'
import { SWRConfig } from 'swr'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Route, Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { swrConfig } from '../../../../web/api/hooks'
import SwitchPage from '../../../../web/pages/system/inventory/SwitchPage'
import { render, withDom } from '../../../../test-support/dom'
import { until } from '../../../../test-support/until'
import { cannedFetch, json, serverError } from '../../../../test-support/canned-fetch'

/**
 * A switch's page lists its rack's ports from every page of the port list. When a page after the first fails, the
 * ports read so far are shown under a notice that says the rack may have more, with Retry, which reads the list
 * again; once it is whole the notice goes.
 */
const Page = suite('SwitchPage')
withDom(Page)

const SWITCH_ID = '00000000-0000-4000-8000-00000000d001'
const RACK_ID = '00000000-0000-4000-8000-00000000c001'
const stamps = { time_created: '2026-01-01T00:00:00Z', time_modified: '2026-01-01T00:00:00Z' }
const port = (n: number) => ({
  id: `00000000-0000-4000-8000-0000000e000${n}`,
  port_name: `qsfp${n}`,
  rack_id: RACK_ID,
  switch_slot: 'switch0',
  port_settings_id: null,
})

const PORTS = '/v1/system/hardware/switch-port'
/** A list's later page is answered apart from its first: `?page_token=` joins the path. */
const pageKey = (url: URL) => {
  const token = url.searchParams.get('page_token')
  return token ? `${url.pathname}?page_token=${token}` : url.pathname
}
/** path (with `?page_token=` for a port list's later page) -> what the server answers */
let answers: Record<string, () => Response> = {}
let asked: string[] = []
const realError = console.error

Page.before.each(() => {
  console.error = () => undefined
  asked = []
  answers = {
    '/v1/system/policy': () => json({ role_assignments: [] }),
    [`/v1/system/hardware/switches/${SWITCH_ID}`]: () =>
      json({
        id: SWITCH_ID,
        rack_id: RACK_ID,
        baseboard: { serial: 'BRM44220011', part: '913-0000006', revision: 4 },
        ...stamps,
      }),
    [PORTS]: () => json({ items: [port(0)], next_page: 'second' }),
    [`${PORTS}?page_token=second`]: serverError,
  }
  cannedFetch(() => answers, { asked, keyOf: pageKey })
})
Page.after.each(() => {
  console.error = realError
})

const page = () =>
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
      <Router hook={memoryLocation({ path: `/system/inventory/switches/${SWITCH_ID}` }).hook}>
        <Route path="/system/inventory/switches/:switchId">
          <SwitchPage />
        </Route>
      </Router>
    </SWRConfig>,
  )

const notice = (body: HTMLElement) =>
  [...body.querySelectorAll<HTMLElement>('[role="alert"]')].find((a) => a.textContent?.includes('could be read'))
const portRows = (body: HTMLElement) =>
  [...body.querySelectorAll('table[aria-label="Switch ports of this rack"] tbody tr')].map((r) => r.textContent)

Page('a later page of ports fails: the notice says so with Retry, which reads the list again', async () => {
  const body = page()
  const shown = await until(() => notice(body), { what: () => `the notice; the page reads "${body.textContent}"` })
  assert.match(shown.textContent!, 'Only 1 switch ports could be read: Internal Server Error; this rack may have more.')
  const retry = [...shown.querySelectorAll('button')].find((b) => b.textContent === 'Retry')
  assert.ok(retry, 'a Retry in the notice')
  await until(() => portRows(body).some((r) => r?.includes('qsfp0')), { what: 'the port read so far' })

  answers[`${PORTS}?page_token=second`] = () => json({ items: [port(1)], next_page: null })
  act(() => retry.click())
  await until(() => !notice(body), { what: () => `the notice to go; the page reads "${body.textContent}"` })
  await until(() => portRows(body).some((r) => r?.includes('qsfp1')), { what: 'the port of the second page' })
  assert.is(asked.filter((k) => k === `${PORTS}?page_token=second`).length, 2)
})

Page('every port read: no notice, no Retry', async () => {
  answers[PORTS] = () => json({ items: [port(0)], next_page: null })
  const body = page()
  await until(() => portRows(body).some((r) => r?.includes('qsfp0')), { what: 'the port' })
  assert.is(notice(body), undefined)
  assert.not.ok([...body.querySelectorAll('button')].some((b) => b.textContent === 'Retry'))
})

Page.run()
