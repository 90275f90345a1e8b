import { act } from 'preact/test-utils'
import { SWRConfig } from 'swr'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Route, Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { swrConfig } from '../../../../web/api/hooks'
import SwitchPortPage from '../../../../web/pages/system/networking/SwitchPortPage'
import { render, withDom } from '../../../../test-support/dom'
import { until } from '../../../../test-support/until'
import { cannedFetch, json, serverError } from '../../../../test-support/canned-fetch'

/**
 * A switch port's Settings line comes from the port list (the port's own calls do not name its settings). When that
 * list cannot be read, the line says so in its place with Retry, which reads the list again.
 */
const Page = suite('SwitchPortPage')
withDom(Page)

const RACK_ID = '00000000-0000-4000-8000-00000000c001'
const port = {
  id: '00000000-0000-4000-8000-0000000e0000',
  port_name: 'qsfp0',
  rack_id: RACK_ID,
  switch_slot: 'switch0',
  port_settings_id: null,
}

const PORTS = '/v1/system/hardware/switch-port'
/** path -> what the server answers; anything else is an empty page */
let answers: Record<string, () => Response> = {}
let asked: string[] = []
const realError = console.error

Page.before.each(() => {
  console.error = () => undefined
  asked = []
  answers = {
    '/v1/system/policy': () => json({ role_assignments: [] }),
    [`${PORTS}/qsfp0/status`]: () => json({ link: 'down', port_name: 'qsfp0', switch_slot: 'switch0' }),
    [`${PORTS}/qsfp0/lldp/config`]: () => json({ id: 'l1', enabled: false }),
    [PORTS]: serverError,
  }
  cannedFetch(() => answers, { asked })
})
Page.after.each(() => {
  console.error = realError
})

const page = () =>
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
      <Router hook={memoryLocation({ path: `/system/networking/switch-ports/${RACK_ID}/switch0/qsfp0` }).hook}>
        <Route path="/system/networking/switch-ports/:rackId/:switchSlot/:port">
          <SwitchPortPage />
        </Route>
      </Router>
    </SWRConfig>,
  )

/** The value of a line of the page's properties, by its label. */
const valueOf = (body: HTMLElement, label: string) =>
  [...body.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling as HTMLElement | undefined

Page('the port list answers 500: the Settings line says so with Retry, which reads it again', async () => {
  const body = page()
  const retry = await until(
    () => valueOf(body, 'Settings')?.querySelector<HTMLButtonElement>('button[aria-label="Retry loading Settings"]'),
    { what: () => `Retry in the Settings line; the page reads "${body.textContent}"` },
  )
  assert.match(valueOf(body, 'Settings')!.textContent!, 'Could not load')

  answers[PORTS] = () => json({ items: [port], next_page: null })
  act(() => retry.click())
  await until(() => valueOf(body, 'Settings')?.textContent === 'None', {
    what: () => `the port's settings; the line reads "${valueOf(body, 'Settings')?.textContent}"`,
  })
  assert.is(asked.filter((p) => p === PORTS).length, 2)
})

Page.run()
