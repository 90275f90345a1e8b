import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { QuotasModal } from '../../../../web/pages/system/silos/QuotasModal'
import { GiB } from '../../../../web/util/format'
import { draftsAt, json, pressButton, typeInto, withDialogPage } from '../../../../test-support/dialog-page'
import { render } from '../../../../test-support/dom'
import { until } from '../../../../test-support/until'

const Quotas = suite('QuotasModal keeps what was typed until the save is made')
withDialogPage(Quotas, '/system/silos/dev/quotas')

const quotas = { siloId: 's-1', cpus: 10, memory: 8 * GiB, storage: 100 * GiB }
let refuse = false
let server = { ...quotas }
Quotas.before.each(() => {
  server = { ...quotas }
  refuse = false
  globalThis.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET') return json(server)
    if (refuse) return json({ message: 'the silo already uses more CPUs', request_id: 'r' }, 400)
    server = { ...server, ...JSON.parse(String(init?.body)) }
    return json(server)
  }) as typeof fetch
})

const typeCpus = (text: string) => typeInto('CPUs', text)
const press = pressButton
const kept = () => draftsAt('/system/silos/dev/quotas')

Quotas('a refused save keeps the typed quotas: leaving then keeps them as a draft', async () => {
  refuse = true
  render(<QuotasModal silo="dev" quotas={quotas} onClose={() => undefined} />)
  typeCpus('20')
  press('Save quotas')
  await until(() => document.body.textContent?.includes('The silo already uses more CPUs'), {
    what: () => `the refusal shown: ${document.body.textContent}`,
  })
  render(null)
  assert.is(kept().length, 1, 'the typed quotas are kept as a draft')
})

Quotas('a save that lands drops the draft', async () => {
  let closed = false
  render(<QuotasModal silo="dev" quotas={quotas} onClose={() => (closed = true)} />)
  typeCpus('20')
  press('Save quotas')
  await until(() => closed, { what: 'the modal closed once saved' })
  render(null)
  assert.is(kept().length, 0)
})

Quotas.run()
