import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { requestPreview } from '../../../../../web/api/request-preview'
import {
  MIN_OVER_MAX,
  memberBody,
  memberDefaults,
  prefixTooLong,
  prefixTooShort,
  validateMember,
  versionMismatch,
} from '../../../../../web/pages/system/networking/subnet-pools/member-form'

const Member = suite('subnet pool member form')
const base = { ...memberDefaults, subnet: '198.51.100.0/24' }

Member('a subnet of the pool version with bounds inside it is valid', () => {
  assert.equal(validateMember(base, 'v4'), {})
  assert.equal(validateMember({ ...base, minPrefix: '24', maxPrefix: '30' }, 'v4'), {})
  assert.equal(validateMember({ subnet: 'fd00::/48', minPrefix: '56', maxPrefix: '64' }, 'v6'), {})
})

Member('each field says what is wrong', () => {
  assert.is(validateMember({ ...base, subnet: '' }, 'v4').subnet, 'Subnet is required')
  assert.is(validateMember({ ...base, subnet: '198.51.100.0/33' }, 'v4').subnet, 'Max width for IPv4 is 32')
  assert.is(validateMember({ ...base, subnet: 'fd00::/48' }, 'v4').subnet, versionMismatch('v4'))
  assert.is(validateMember({ ...base, minPrefix: '16' }, 'v4').minPrefix, prefixTooShort(24))
  assert.is(validateMember({ ...base, maxPrefix: '40' }, 'v4').maxPrefix, prefixTooLong(32))
  assert.is(validateMember({ ...base, maxPrefix: 'x' }, 'v4').maxPrefix, 'Must be a whole number')
  assert.is(validateMember({ ...base, minPrefix: '30', maxPrefix: '26' }, 'v4').minPrefix, MIN_OVER_MAX)
})

Member('empty bounds are left out of the body (the server defaults them)', () => {
  assert.equal(memberBody(base), { subnet: '198.51.100.0/24' })
  const p = requestPreview('systemSubnetPoolMemberAdd', { path: { pool: 'p' }, body: memberBody({ ...base, minPrefix: '26', maxPrefix: ' 28' }) })
  assert.is(p.url, '/v1/system/subnet-pools/p/members/add')
  assert.equal(JSON.parse(p.body!), { subnet: '198.51.100.0/24', min_prefix_length: 26, max_prefix_length: 28 })
})

Member.run()
