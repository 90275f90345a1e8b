import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import type { VpcFirewallRuleUpdate } from '../../../../web/api/generated/types'
import { firewallRuleDefaults } from '../../../../web/pages/project/vpcs/firewall-rule-form'
import { render, withDom } from '../../../../test-support/dom'
import { fieldLabelled as input, submitForm as submit, typeInField as type } from '../../../../test-support/form-fields'
import { until } from '../../../../test-support/until'

const Form = suite('FirewallRuleForm')
withDom(Form)

// Imported once the DOM exists: headlessui decides at import time whether it runs on a server.
let FirewallRuleForm: typeof import('../../../../web/pages/project/vpcs/FirewallRuleForm').FirewallRuleForm
Form.before(async () => {
  FirewallRuleForm = (await import('../../../../web/pages/project/vpcs/FirewallRuleForm')).FirewallRuleForm
})

function mount(serverError?: string, onSubmit: (r: VpcFirewallRuleUpdate) => void = () => {}) {
  return (
    <FirewallRuleForm
      title="Add firewall rule"
      submitLabel="Add rule"
      initial={firewallRuleDefaults}
      existing={[{ name: 'taken' }]}
      pending={false}
      serverError={serverError}
      suggestions={{}}
      onSubmit={onSubmit}
      onClose={() => {}}
    />
  )
}

Form('a failed save keeps everything typed and shows the server error', async () => {
  const sent: VpcFirewallRuleUpdate[] = []
  render(mount(undefined, (r) => sent.push(r)))
  type('Name', 'web')
  type('Priority', '10')
  type('Ports', '22, 8000-8080')
  submit()
  assert.is(sent.length, 1)
  assert.equal(sent[0].filters.ports, ['22', '8000-8080'])
  assert.is(sent[0].priority, 10)
  // The page re-renders the same form with the server's error: nothing typed is lost.
  render(mount('Firewall rule name already exists', (r) => sent.push(r)))
  await until(() => document.body.textContent?.includes('Firewall rule name already exists'), {
    what: "the server's error",
  })
  assert.is(input('Name').value, 'web')
  assert.is(input('Ports').value, '22, 8000-8080')
  assert.is(input('Priority').value, '10')
})

Form('bad ports and a taken name block the submit with their messages', async () => {
  const sent: VpcFirewallRuleUpdate[] = []
  render(mount(undefined, (r) => sent.push(r)))
  type('Name', 'taken')
  type('Ports', '90-80')
  submit()
  assert.is(sent.length, 0)
  assert.ok(document.body.textContent?.includes('Range end must not be below its start'))
  assert.ok(document.body.textContent?.includes('Firewall rule name already exists'))
})

Form('no host filter says it matches any source inbound and any destination outbound', () => {
  render(mount())
  const hostFilters = () =>
    [...document.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent === 'Host filters')!
  assert.match(hostFilters().textContent ?? '', 'No host filters: matches traffic from any source')
  const direction = input('Direction') as unknown as HTMLSelectElement
  act(() => {
    direction.value = 'outbound'
    direction.dispatchEvent(new Event('change', { bubbles: true }))
  })
  assert.match(hostFilters().textContent ?? '', 'No host filters: matches traffic to any destination')
})

Form.run()
