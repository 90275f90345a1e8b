import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  FILE_EMPTY,
  FILE_REQUIRED,
  imageUploadDefaults,
  validateImageUpload,
} from '../../../../web/pages/project/images/image-upload'

const Validate = suite('validateImageUpload')
Validate('name, OS, version and a non-empty file are required', () => {
  const { errors, ok } = validateImageUpload(imageUploadDefaults, null)
  assert.not.ok(ok)
  assert.equal(errors, {
    name: 'Name is required',
    os: 'OS is required',
    version: 'Version is required',
    file: FILE_REQUIRED,
  })
  assert.is(
    validateImageUpload({ ...imageUploadDefaults, name: 'a', os: 'x', version: '1' }, { size: 0 }).errors.file,
    FILE_EMPTY,
  )
  assert.ok(validateImageUpload({ ...imageUploadDefaults, name: 'a', os: 'x', version: '1' }, { size: 1 }).ok)
})
Validate.run()
