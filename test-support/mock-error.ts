import * as assert from 'uvu/assert'
import { MockError } from '../web/mock/errors'

/** `fn` throws the mock's error with this status and message, as a handler would answer it. */
export function assertMockError(fn: () => unknown, status: number, message: string) {
  try {
    fn()
  } catch (e) {
    assert.instance(e, MockError)
    assert.is((e as MockError).status, status)
    assert.is((e as MockError).message, message)
    return
  }
  assert.unreachable('should have thrown')
}
