import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  certificateBody,
  certificateDefaults,
  certificateSummary,
  chainLength,
  validateCertificate,
} from '../../../../web/pages/system/certificates/certificate-form'
import { PEM_NO_BLOCK, pemExpected } from '../../../../web/util/validate'

const pem = (label: string) => `-----BEGIN ${label}-----\nTUlJQm9qQ0NBVWlnQXdJQkFnSVVm\n-----END ${label}-----`
const good = {
  ...certificateDefaults,
  name: 'api-cert',
  cert: pem('CERTIFICATE') + '\n' + pem('CERTIFICATE'),
  key: pem('PRIVATE KEY'),
}

const Form = suite('certificate form')
Form('valid PEMs pass', () =>
  assert.equal(validateCertificate(good), { name: undefined, cert: undefined, key: undefined }),
)
Form('required texts', () => {
  const e = validateCertificate(certificateDefaults)
  assert.equal(e, { name: 'Name is required', cert: 'Certificate chain is required', key: 'Private key is required' })
})
Form('bad PEM refused before sending', () => {
  assert.is(validateCertificate({ ...good, cert: 'not a pem' }).cert, PEM_NO_BLOCK)
  assert.is(validateCertificate({ ...good, cert: pem('PRIVATE KEY') }).cert, pemExpected('CERTIFICATE'))
  assert.is(validateCertificate({ ...good, key: pem('CERTIFICATE') }).key, pemExpected('PRIVATE KEY'))
  assert.is(validateCertificate({ ...good, key: pem('RSA PRIVATE KEY') }).key, undefined)
})
Form('body and chain length', () => {
  const b = certificateBody({ ...good, name: ' api-cert ', description: ' d ' })
  assert.is(b.name, 'api-cert')
  assert.is(b.description, 'd')
  assert.is(b.service, 'external_api')
  assert.ok(b.cert.endsWith('-----\n'))
  assert.is(chainLength(b.cert), 2)
})
Form('the list at the top names every problem, only when there is more than one', () => {
  const cases: [string, typeof good, string[]][] = [
    ['a valid form', good, []],
    ['one bad field (its message is beside it)', { ...good, key: '' }, []],
    ['two bad fields', { ...good, name: '', key: '' }, ['Name is required', 'Private key is required']],
  ]
  for (const [what, v, expected] of cases) assert.equal(certificateSummary(validateCertificate(v)), expected, what)
})
Form.run()
