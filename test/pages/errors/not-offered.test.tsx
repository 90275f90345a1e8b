/**
 * A page whose main read is refused with 501 says which operation this control plane does not offer,
 * instead of the generic "Something went wrong".
 */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ApiErrorThrown } from '../../../web/api/call'
import { callApi } from '../../../web/api/client'
import { errorMessage, NOT_OFFERED } from '../../../web/api/errors'
import { ErrorPage } from '../../../web/pages/errors/ErrorPage'
import { ERROR_TITLE, NOT_OFFERED_TITLE } from '../../../web/pages/errors/texts'
import { render, withDom } from '../../../test-support/dom'

const NotOffered = suite('501: not offered')
withDom(NotOffered)

const realFetch = globalThis.fetch
const realConsole = { info: console.info, error: console.error }
NotOffered.after.each(() => {
  globalThis.fetch = realFetch
  Object.assign(console, realConsole)
})

NotOffered('the catalogue names the operation, with the server words when it has some', () => {
  assert.is(NOT_OFFERED('instance_view'), 'This control plane does not offer instance_view')
  assert.is(
    errorMessage({ message: 'Not Implemented' }, 501, 'instanceView'),
    'This control plane does not offer instance_view: Not Implemented',
  )
  assert.is(errorMessage({}, 501, 'sledView'), 'This control plane does not offer sled_view')
  // other statuses are as before
  assert.is(errorMessage({ message: 'boom' }, 500, 'instanceView'), 'Boom')
})

NotOffered(
  'a detail page whose main read answers 501 says which operation is missing, not "Something went wrong"',
  async () => {
    console.info = console.error = () => undefined
    globalThis.fetch = (async () =>
      Response.json({ request_id: 'r', message: 'Not Implemented' }, { status: 501 })) as typeof fetch
    const result = await callApi('instanceView', { path: { instance: 'db1' }, query: { project: 'p' } })
    assert.is(result.type, 'error')
    const error = new ApiErrorThrown(result.type === 'error' ? result.data : (undefined as never))
    const body = render(<ErrorPage error={error} />)
    assert.is(body.querySelector('h1')!.textContent, NOT_OFFERED_TITLE)
    assert.match(body.textContent!, 'This control plane does not offer instance_view: Not Implemented')
    assert.not.match(body.textContent!, ERROR_TITLE)
    // a 500 still gets the generic page
    const other = render(<ErrorPage error={new ApiErrorThrown({ message: 'x', statusCode: 500, requestId: '' })} />)
    assert.is(other.querySelector('h1')!.textContent, ERROR_TITLE)
  },
)

NotOffered.run()
