import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { sshKeyDefaults, toSshKeyCreate, validateSshKeyForm } from '../../../../web/pages/common/ssh-keys/ssh-key-form'
import { SSH_KEY_BAD_BASE64, SSH_KEY_NO_TYPE } from '../../../../web/util/validate'

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcH me@laptop'

const Form = suite('validateSshKeyForm / toSshKeyCreate')

Form('empty form: name and public key are required', () => {
  assert.equal(validateSshKeyForm(sshKeyDefaults), { name: 'Name is required', publicKey: 'Public key is required' })
})

Form('a malformed key is rejected with the validator text', () => {
  assert.is(validateSshKeyForm({ name: 'laptop', description: '', publicKey: 'not a key' }).publicKey, SSH_KEY_NO_TYPE)
  assert.is(
    validateSshKeyForm({ name: 'laptop', description: '', publicKey: 'ssh-ed25519 ###' }).publicKey,
    SSH_KEY_BAD_BASE64,
  )
})

Form('a valid key with a trailing newline passes and is sent trimmed', () => {
  const v = { name: ' laptop ', description: 'mine', publicKey: `${KEY}\n` }
  assert.equal(validateSshKeyForm(v), { name: undefined, publicKey: undefined })
  assert.equal(toSshKeyCreate(v), { name: 'laptop', description: 'mine', publicKey: KEY })
})

Form('names follow the resource name rules', () => {
  assert.ok(validateSshKeyForm({ name: 'Bad Name', description: '', publicKey: KEY }).name)
})

Form.run()
