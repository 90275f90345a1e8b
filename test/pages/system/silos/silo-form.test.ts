import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { GiB } from '../../../../web/util/format'
import { PEM_NO_BLOCK, pemExpected } from '../../../../web/util/validate'
import {
  NOT_WHOLE_NUMBER,
  siloDefaults,
  siloErrorList,
  siloSummary,
  toSiloCreate,
  validateCount,
  validateSilo,
  type SiloFormValues,
} from '../../../../web/pages/system/silos/silo-form'
import { NOT_A_SIZE, quotaValues, toQuotasUpdate, validateQuotas } from '../../../../web/pages/system/silos/quota-form'
import { USERNAME_INVALID, validateUsername } from '../../../../web/pages/system/silos/local-user'

const pem = (label: string) => `-----BEGIN ${label}-----\nZm9vYmFy\n-----END ${label}-----`
const valid: SiloFormValues = { ...siloDefaults, name: 'acme', cpus: '16', memoryGiB: '64', storageGiB: '1024' }

const Silo = suite('silo form')

Silo('counts: required, whole, not negative', () => {
  assert.is(validateCount('', 'CPUs'), 'CPUs is required')
  assert.is(validateCount('1.5', 'CPUs'), NOT_WHOLE_NUMBER)
  assert.is(validateCount('-1', 'CPUs'), NOT_WHOLE_NUMBER)
  assert.is(validateCount(' 8 ', 'CPUs'), undefined)
})

Silo('a valid form has no errors', () => {
  assert.equal(siloErrorList(validateSilo(valid)), [])
})

Silo('certificates are checked as PEM of the right kind, and listed by number', () => {
  const v = { ...valid, certs: [{ name: 'c', description: '', cert: 'nope', key: pem('CERTIFICATE') }] }
  const e = validateSilo(v)
  assert.is(e.certs[0].cert, PEM_NO_BLOCK)
  assert.is(e.certs[0].key, pemExpected('PRIVATE KEY'))
  assert.ok(siloErrorList(e).includes(`Certificate 1: ${PEM_NO_BLOCK}`))
  const ok = {
    ...valid,
    certs: [{ name: 'c', description: '', cert: pem('CERTIFICATE'), key: pem('RSA PRIVATE KEY') }],
  }
  assert.equal(siloErrorList(validateSilo(ok)), [])
})

Silo('the summary at the top lists every message, only when there is more than one', () => {
  const cases: [string, SiloFormValues, string[]][] = [
    ['a valid form', valid, []],
    ['one bad field (its own message is beside it)', { ...valid, cpus: 'x' }, []],
    ['two bad fields', { ...valid, cpus: 'x', name: '' }, ['Name is required', NOT_WHOLE_NUMBER]],
    [
      'a bad field and a bad certificate',
      { ...valid, cpus: 'x', certs: [{ name: 'c', description: '', cert: pem('CERTIFICATE'), key: 'nope' }] },
      [NOT_WHOLE_NUMBER, `Certificate 1: ${PEM_NO_BLOCK}`],
    ],
  ]
  for (const [what, v, expected] of cases) assert.equal(siloSummary(validateSilo(v)), expected, what)
})

Silo('toSiloCreate: GiB to bytes, empty mappings dropped, blank admin group is null', () => {
  const body = toSiloCreate({
    ...valid,
    name: ' acme ',
    mappedFleetRoles: { admin: ['admin', 'viewer'], collaborator: [], viewer: [] },
    certs: [{ name: 'c', description: 'd', cert: pem('CERTIFICATE'), key: pem('PRIVATE KEY') }],
  })
  assert.is(body.name, 'acme')
  assert.equal(body.quotas, { cpus: 16, memory: 64 * GiB, storage: 1024 * GiB })
  assert.equal(body.mappedFleetRoles, { admin: ['admin', 'viewer'] })
  assert.is(body.adminGroupName, null)
  assert.is(body.tlsCertificates[0].service, 'external_api')
  assert.ok(body.tlsCertificates[0].cert.endsWith('-----\n'))
})

Silo.run()

const Quotas = suite('quota form')
const current = { siloId: 's', cpus: 8, memory: 32 * GiB, storage: 1.5 * GiB }

Quotas('shows bytes as GiB, keeping fractions', () => {
  assert.equal(quotaValues(current), { cpus: '8', memoryGiB: '32', storageGiB: '1.5' })
})

Quotas('validates whole CPUs and non-negative GiB', () => {
  assert.equal(validateQuotas({ cpus: 'x', memoryGiB: '-1', storageGiB: '' }), {
    cpus: NOT_WHOLE_NUMBER,
    memoryGiB: NOT_A_SIZE,
    storageGiB: 'Storage is required',
  })
})

Quotas('sends only what changed', () => {
  assert.equal(toQuotasUpdate(quotaValues(current), current), {})
  assert.equal(toQuotasUpdate({ ...quotaValues(current), cpus: '16', memoryGiB: '64' }, current), {
    cpus: 16,
    memory: 64 * GiB,
  })
})

Quotas.run()

const Users = suite('validateUsername')
for (const [name, expected] of [
  ['alice', undefined],
  ['a-1B', undefined],
  ['', 'Username is required'],
  ['1abc', USERNAME_INVALID],
  ['Abc', USERNAME_INVALID],
  ['abc-', USERNAME_INVALID],
  ['a b', USERNAME_INVALID],
] as const) {
  Users(JSON.stringify(name), () => assert.is(validateUsername(name), expected))
}
Users.run()
