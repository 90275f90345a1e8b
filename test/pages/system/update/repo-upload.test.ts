import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { onProgress, settle, uploadDoneMessage, validateArchive } from '../../../../web/pages/system/update/repo-upload'
import { progressOf } from '../../../../web/upload/progress'

const repo = { systemVersion: '18.0.0', fileName: 'repo-18.0.0.zip', hash: 'ab', timeCreated: new Date() }

const Validate = suite('validateArchive')
Validate('requires a non-empty zip', () => {
  assert.is(validateArchive(null), 'Repository archive is required')
  assert.is(validateArchive({ name: 'repo.tar', size: 10 }), 'Must be a .zip repository archive')
  assert.is(validateArchive({ name: 'repo.zip', size: 0 }), 'The file is empty')
  assert.is(validateArchive({ name: 'REPO.ZIP', size: 1 }), undefined)
})
Validate.run()

const Progress = suite('onProgress')
Progress('sending until every byte is out, then verifying', () => {
  const mid = onProgress(progressOf(50, 200))
  assert.equal(mid.status === 'running' && [mid.step, mid.progress.percent], ['send', 25])
  const end = onProgress(progressOf(200, 200))
  assert.equal(end.status === 'running' && [end.step, end.progress.percent], ['verify', 100])
})
Progress.run()

const Settle = suite('settle')
Settle('success', () => {
  const s = settle({ type: 'success', data: { repo, status: 'inserted' }, statusCode: 200 }, 'verify')
  assert.is(s.status, 'done')
})
Settle('a server refusal is the verify step, with the catalogue text', () => {
  const s = settle(
    { type: 'error', data: { message: 'Signature check failed', statusCode: 400, requestId: 'r' }, statusCode: 400 },
    'send',
  )
  assert.equal(s, { status: 'failed', step: 'verify', message: 'Verify repository failed: Signature check failed' })
})
Settle('a lost connection fails the step it was in', () => {
  const s = settle({ type: 'client_error', error: new Error('Network error'), text: '', statusCode: 0 }, 'send')
  assert.equal(s, { status: 'failed', step: 'send', message: 'Upload archive failed: The connection was lost' })
})
Settle('abort is a cancel, not a failure', () => {
  const error = Object.assign(new Error('x'), { name: 'AbortError' })
  assert.equal(settle({ type: 'client_error', error, text: '', statusCode: 0 }, 'send'), { status: 'cancelled' })
})
Settle('done messages', () => {
  assert.is(uploadDoneMessage({ repo, status: 'inserted' }), 'Repository 18.0.0 uploaded')
  assert.is(uploadDoneMessage({ repo, status: 'already_exists' }), 'Repository 18.0.0 was already uploaded')
})
Settle.run()
