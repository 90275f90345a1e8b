import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { requestPreview } from '../../../../web/api/request-preview'
import { commentParams } from '../../../../web/pages/system/support-bundles/CommentModal'

const id = '6d3b1f4e-0000-4000-8000-000000000001'

test('the comment is sent trimmed', () => {
  assert.equal(commentParams(id, '  before the upgrade \n'), {
    path: { bundleId: id },
    body: { userComment: 'before the upgrade' },
  })
})

test('an empty or blank comment clears it (null)', () => {
  assert.equal(commentParams(id, '').body, { userComment: null })
  assert.equal(commentParams(id, '   \n ').body, { userComment: null })
})

test('the preview is the PUT the dialog sends; the CLI has no command, so oxide api', () => {
  const r = requestPreview('supportBundleUpdate', commentParams(id, ' hi '))
  assert.is(r.method, 'PUT')
  assert.is(r.url, `/v1/system/support-bundles/${id}`)
  assert.equal(JSON.parse(r.body!), { user_comment: 'hi' })
  assert.ok(r.cli.startsWith(`oxide api /v1/system/support-bundles/${id} --method PUT --input - <<'EOF'`), r.cli)
  assert.equal(JSON.parse(requestPreview('supportBundleUpdate', commentParams(id, '')).body!), { user_comment: null })
})

test.run()
