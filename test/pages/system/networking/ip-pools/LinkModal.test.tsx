import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { LinkModal } from '../../../../../web/pages/system/networking/ip-pools/LinkModal'
import { draftsAt, json, pressButton, withDialogPage } from '../../../../../test-support/dialog-page'
import { render } from '../../../../../test-support/dom'
import { until } from '../../../../../test-support/until'

const Link = suite('LinkModal keeps the pick until the link is made')
const HERE = '/system/networking/ip-pools/pool-a/silos'
withDialogPage(Link, HERE)
let refuse = false
Link.before.each(() => {
  refuse = false
  globalThis.fetch = (async () =>
    refuse
      ? json({ message: 'the silo already has a default pool', request_id: 'r' }, 400)
      : json({ ipPoolId: 'p-1', siloId: 's-1', isDefault: false })) as typeof fetch
})

const options = [{ value: 'dev', label: 'dev' }]
const mount = (onClose: () => void = () => undefined) =>
  render(<LinkModal fixed={{ pool: 'pool-a' }} pick="silo" options={options} loading={false} onClose={onClose} />)
const pickAndLink = () => {
  act(() => {
    const select = document.querySelector('select')!
    select.value = 'dev'
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
  pressButton('Link')
}
const kept = () => draftsAt(HERE)

Link('a refused link keeps the pick: leaving then keeps it as a draft', async () => {
  refuse = true
  mount()
  pickAndLink()
  await until(() => document.body.textContent?.includes('The silo already has a default pool'), {
    what: () => `the refusal shown: ${document.body.textContent}`,
  })
  render(null)
  assert.is(kept().length, 1, 'the pick is kept as a draft')
})

Link('a link that is made drops the draft', async () => {
  let closed = false
  mount(() => (closed = true))
  pickAndLink()
  await until(() => closed, { what: 'the modal closed once linked' })
  render(null)
  assert.is(kept().length, 0)
})

Link.run()
