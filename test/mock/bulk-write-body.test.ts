import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parseBulkWriteBody } from '../../web/mock/bulk-write-body'

const bytes = (s: string) => new TextEncoder().encode(s)

test('the plain body, in either member order and with JSON whitespace, reads as JSON.parse reads it', () => {
  for (const body of [
    '{"offset":0,"base64_encoded_data":"AAAA"}',
    '{ "offset":4096,"base64_encoded_data":"QUJD"}',
    ' {\n\t"base64_encoded_data" : "" ,\r\n "offset" : 123456789012345 } \n',
  ]) {
    assert.equal(parseBulkWriteBody(bytes(body)), JSON.parse(body), body)
  }
})

test('anything else is left to JSON.parse and the schema (null)', () => {
  for (const body of [
    '',
    '{}',
    '[]',
    '{"offset":1}',
    '{"base64_encoded_data":"AAAA"}',
    '{"offset":-1,"base64_encoded_data":"AAAA"}',
    '{"offset":1.5,"base64_encoded_data":"AAAA"}',
    '{"offset":1e3,"base64_encoded_data":"AAAA"}',
    '{"offset":01,"base64_encoded_data":"AAAA"}',
    '{"offset":1234567890123456,"base64_encoded_data":"AAAA"}',
    '{"offset":"1","base64_encoded_data":"AAAA"}',
    '{"offset":1,"base64_encoded_data":"AA\\/A"}',
    '{"offset":1,"base64_encoded_data":"AAAA","extra":1}',
    '{"offset":1,"offset":2,"base64_encoded_data":"AAAA"}',
    '{"offset":1,"base64_encoded_data":"AAAA"',
    '{"offset":1,"base64_encoded_data":"AAAA"} x',
    '{"offset":1,"base64_encoded_data":"AAAA",}',
    '{"off\\u0073et":1,"base64_encoded_data":"AAAA"}',
    '{"offset":1 "base64_encoded_data":"AAAA"}',
  ]) {
    assert.is(parseBulkWriteBody(bytes(body)), null, body)
  }
})

test.run()
