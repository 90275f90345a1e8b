import { act } from 'preact/test-utils'
import { SWRConfig } from 'swr'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Instance } from '../../../../web/api/generated/types'
import { swrConfig } from '../../../../web/api/hooks'
import { InstanceSled } from '../../../../web/pages/project/instances/InstanceFrame'
import { PanelBoundary } from '../../../../web/ui/PanelBoundary'
import { descriptionOf, render, withDom } from '../../../../test-support/dom'
import { until } from '../../../../test-support/until'
import { cannedFetch, json, serverError } from '../../../../test-support/canned-fetch'

/**
 * The instance page's Sled line reads every sled and what runs on each: when that read fails, the line says so in
 * its place with Retry, which reads again whichever of the two reads failed, and the sled is named once it answers.
 */
const Sled = suite('InstanceSled')
withDom(Sled)

const SLED_ID = '00000000-0000-4000-8000-00000000a001'
const INSTANCE_ID = '00000000-0000-4000-8000-00000000b001'
const instance = { id: INSTANCE_ID, name: 'db1', runState: 'running' } as Instance

const sled = {
  id: SLED_ID,
  rack_id: '00000000-0000-4000-8000-00000000c001',
  baseboard: { serial: 'BRM42220001', part: '913-0000019', revision: 6 },
  time_created: '2026-01-01T00:00:00Z',
  time_modified: '2026-01-01T00:00:00Z',
}
const sledInstance = {
  id: INSTANCE_ID,
  name: 'db1',
  silo_name: 'default-silo',
  project_name: 'p',
  active_sled_id: SLED_ID,
  migration_id: null,
  ncpus: 2,
  memory: 2 ** 30,
  state: 'running',
  time_created: '2026-01-01T00:00:00Z',
  time_modified: '2026-01-01T00:00:00Z',
}

const SLEDS = '/v1/system/hardware/sleds'
const ON_SLED = `/v1/system/hardware/sleds/${SLED_ID}/instances`
/** path -> what the server answers */
let answers: Record<string, () => Response> = {}
let asked: string[] = []
const realError = console.error

Sled.before.each(() => {
  console.error = () => undefined
  asked = []
  answers = {
    [SLEDS]: () => json({ items: [sled], next_page: null }),
    [ON_SLED]: () => json({ items: [sledInstance], next_page: null }),
  }
  cannedFetch(() => answers, { asked, otherwise: () => json({ message: 'Not Found' }, 404) })
})
Sled.after.each(() => {
  console.error = realError
})

const line = () =>
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
      <dl>
        <dt>Sled</dt>
        <dd>
          <PanelBoundary inline title="Sled">
            <InstanceSled instance={instance} />
          </PanelBoundary>
        </dd>
      </dl>
    </SWRConfig>,
  )

const RETRY = 'button[aria-label="Retry loading Sled"]'
const retryShown = (body: HTMLElement) =>
  until(() => body.querySelector<HTMLButtonElement>(RETRY), {
    what: () => `Retry in the Sled line; it reads "${body.textContent}"`,
  })
const sledShown = (body: HTMLElement) =>
  until(() => body.querySelector('a')?.textContent === 'BRM42220001', {
    what: () => `the sled's serial, linked; the line reads "${body.textContent}"`,
  })

Sled('it names the sled the instance runs on', async () => {
  const body = line()
  await sledShown(body)
  assert.is(body.querySelector('a')!.getAttribute('href'), `/system/inventory/sleds/${SLED_ID}/instances`)
})

Sled('the sleds answer 500: the line says it could not load them, and Retry reads them again', async () => {
  answers[SLEDS] = serverError
  const body = line()
  const retry = await retryShown(body)
  assert.match(body.textContent!, 'Could not load')
  // the server's words: Retry's description and its tooltip, never a native title (out of a keyboard's reach)
  assert.is(descriptionOf(retry), 'Internal Server Error')
  assert.is(body.querySelector('[title]'), null)
  assert.not.match(body.textContent!, '…')

  answers[SLEDS] = () => json({ items: [sled], next_page: null })
  act(() => retry.click())
  await sledShown(body)
  assert.is(body.querySelector(RETRY), null)
  assert.is(asked.filter((p) => p === SLEDS).length, 2)
})

Sled('a sled’s instance list answers 500: Retry reads that list again', async () => {
  answers[ON_SLED] = serverError
  const body = line()
  const retry = await retryShown(body)

  answers[ON_SLED] = () => json({ items: [sledInstance], next_page: null })
  act(() => retry.click())
  await sledShown(body)
  assert.is(asked.filter((p) => p === ON_SLED).length, 2)
})

Sled.run()
