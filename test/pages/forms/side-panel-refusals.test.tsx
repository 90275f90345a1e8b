import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { ComponentChild } from 'preact'
import type { FieldRefusal } from '../../../web/ui/use-form'
import { firewallRuleDefaults } from '../../../web/pages/project/vpcs/firewall-rule-form'
import { render, withDom } from '../../../test-support/dom'
import { fieldLabelled as input, submitForm as submit, typeInField as type } from '../../../test-support/form-fields'

/**
 * The side-panel forms that are given their write's refusal (firewall rule, affinity group,
 * identity provider): a refusal that names a field shows on that field, which a failed submit
 * then takes the person to.
 */
const Refusal = suite('side-panel forms: a refusal about a field shows on it')
withDom(Refusal)

const taken: FieldRefusal = { fields: ['name'], message: 'Name already exists' }

// Imported once the DOM exists: headlessui decides at import time whether it runs on a server.
let forms: {
  firewall: typeof import('../../../web/pages/project/vpcs/FirewallRuleForm').FirewallRuleForm
  affinity: typeof import('../../../web/pages/project/affinity/AffinityForm').AffinityForm
  groupDefaults: typeof import('../../../web/pages/project/affinity/AffinityForm').groupDefaults
  idp: typeof import('../../../web/pages/system/silos/IdpForm').IdpForm
}
Refusal.before(async () => {
  forms = {
    firewall: (await import('../../../web/pages/project/vpcs/FirewallRuleForm')).FirewallRuleForm,
    affinity: (await import('../../../web/pages/project/affinity/AffinityForm')).AffinityForm,
    groupDefaults: (await import('../../../web/pages/project/affinity/AffinityForm')).groupDefaults,
    idp: (await import('../../../web/pages/system/silos/IdpForm')).IdpForm,
  }
})

const cases: [string, (refusal?: FieldRefusal) => ComponentChild, () => void][] = [
  [
    'firewall rule',
    (refusal) => (
      <forms.firewall
        title="Add firewall rule"
        submitLabel="Add rule"
        initial={firewallRuleDefaults}
        existing={[]}
        pending={false}
        serverError={refusal?.message}
        serverField={refusal}
        suggestions={{}}
        onSubmit={() => {}}
        onClose={() => {}}
      />
    ),
    () => {
      type('Name', 'web')
      type('Priority', '10')
    },
  ],
  [
    'affinity group',
    (refusal) => (
      <forms.affinity
        mode="create"
        initial={forms.groupDefaults}
        pending={false}
        serverError={refusal?.message}
        serverField={refusal}
        onSubmit={() => {}}
        onClose={() => {}}
      />
    ),
    () => type('Name', 'web'),
  ],
  [
    'identity provider',
    (refusal) => (
      <forms.idp
        silo="s"
        pending={false}
        serverError={refusal?.message}
        serverField={refusal}
        onSubmit={() => {}}
        onClose={() => {}}
      />
    ),
    () => {
      type('Name', 'web')
      type('Metadata URL', 'https://idp.example.com/metadata')
      type('Entity ID', 'idp')
      type('ACS URL', 'https://console.example.com/acs')
      type('SLO URL', 'https://console.example.com/slo')
      type('SP client ID', 'console')
      type('Technical contact email', 'ops@example.com')
    },
  ],
]

for (const [name, mount, fill] of cases)
  Refusal(`${name}: a name already taken marks Name invalid, described by the refusal`, () => {
    render(mount())
    fill()
    submit()
    render(mount(taken))
    const field = input('Name')
    assert.is(field.value, 'web')
    assert.is(field.getAttribute('aria-invalid'), 'true')
    const ids = field.getAttribute('aria-describedby')?.split(' ') ?? []
    assert.ok(ids.some((id) => document.getElementById(id)?.textContent === taken.message))
  })

Refusal.run()
