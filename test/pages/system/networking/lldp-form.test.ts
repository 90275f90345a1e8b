import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { lldpBody, lldpErrors, lldpValues, LLDP_TOO_LONG } from '../../../../web/pages/system/networking/lldp-form'
import { IP_INVALID } from '../../../../web/util/ip'

const test = suite('lldp form')

const config = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  enabled: true,
  chassisId: 'rack-1',
  linkName: null,
  managementIp: '192.0.2.11',
}

test('values from a config: nulls become empty text', () => {
  const v = lldpValues(config)
  assert.equal(v, {
    enabled: true,
    chassisId: 'rack-1',
    linkName: '',
    linkDescription: '',
    systemName: '',
    systemDescription: '',
    managementIp: '192.0.2.11',
  })
  assert.equal(lldpErrors(v), {})
})

test('errors: management IP, TLV length', () => {
  const v = { ...lldpValues(config), managementIp: '192.0.2.300', systemDescription: 'x'.repeat(256) }
  assert.equal(lldpErrors(v), { managementIp: IP_INVALID, systemDescription: LLDP_TOO_LONG })
})

test('body keeps the id, trims, empty as null', () => {
  const body = lldpBody(config.id, { ...lldpValues(config), enabled: false, systemName: ' sw0 ', chassisId: '  ' })
  assert.equal(body, {
    id: config.id,
    enabled: false,
    chassisId: null,
    linkName: null,
    linkDescription: null,
    systemName: 'sw0',
    systemDescription: null,
    managementIp: '192.0.2.11',
  })
})

test.run()
