import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  createBody,
  generateSecret,
  globMatches,
  matchingClasses,
  receiverDefaults,
  updateBody,
  validateEndpoint,
  validateReceiver,
  validateSubscription,
  validateNewSubscription,
} from '../../../../web/pages/system/alerts/subscriptions'
import { hasMessages } from '../../../../web/ui/use-form'
import { attemptSummary, deliveryQuery, lastAttempt } from '../../../../web/pages/system/alerts/deliveries'

const Glob = suite('globMatches')
for (const [pattern, cls, want] of [
  ['disk.faulted', 'disk.faulted', true],
  ['disk.faulted', 'disk.faulted.more', false],
  ['disk.*', 'disk.faulted', true],
  ['disk.*', 'disk', false],
  ['disk.*', 'disk.a.b', false],
  ['hardware.**', 'hardware.sled.added', true],
  ['hardware.**', 'hardware', true],
  ['**', 'anything.at.all', true],
  ['*.sled.*', 'hardware.sled.added', true],
  ['**.added', 'hardware.sled.added', true],
  ['**.added', 'hardware.sled.removed', false],
] as const) {
  Glob(`${pattern} ~ ${cls} = ${want}`, () => assert.is(globMatches(pattern, cls), want))
}
Glob('matchingClasses filters a list', () => {
  assert.equal(matchingClasses(' hardware.** ', ['probe', 'hardware.sled.added', 'hardware.physical_disk.expunged']), [
    'hardware.sled.added',
    'hardware.physical_disk.expunged',
  ])
})
Glob.run()

const Sub = suite('validateSubscription')
for (const [p, ok] of [
  ['disk.faulted', true],
  ['hardware.**', true],
  ['*', true],
  ['', false],
  ['disk..faulted', false],
  ['Disk.Faulted', false],
  ['disk.fault*', false],
] as const) {
  Sub(`${JSON.stringify(p)} ${ok ? 'ok' : 'refused'}`, () => assert.is(validateSubscription(p) === undefined, ok))
}
Sub.run()

const Endpoint = suite('validateEndpoint')
Endpoint('http(s) URLs only', () => {
  assert.is(validateEndpoint('https://example.com/hooks'), undefined)
  assert.is(validateEndpoint('http://10.0.0.1:8080/x'), undefined)
  assert.is(validateEndpoint(''), 'Endpoint URL is required')
  assert.is(validateEndpoint('example.com/hooks'), 'Must be a full URL such as https://example.com/hooks')
  assert.is(validateEndpoint('ftp://example.com'), 'Must be an http or https URL')
})
Endpoint.run()

const Form = suite('receiver form')
const good = {
  ...receiverDefaults,
  name: 'ops-hook',
  endpoint: 'https://example.com/h',
  secrets: ['s3cret', ''],
  subscriptions: ['disk.*', '', ' disk.* '],
}
Form('create needs a secret; blank extra rows are ignored; duplicates flagged', () => {
  const e = validateReceiver(good, 'create')
  assert.equal(e.secrets, [undefined, undefined])
  assert.equal(e.subscriptions, [undefined, undefined, 'Already subscribed above'])
  assert.ok(hasMessages(validateReceiver({ ...good, secrets: [''] }, 'create')))
})
Form('body trims, drops blanks and deduplicates', () => {
  assert.equal(createBody({ ...good, subscriptions: ['disk.*', '', ' disk.* ', 'probe'] }), {
    name: 'ops-hook',
    description: '',
    endpoint: 'https://example.com/h',
    secrets: ['s3cret'],
    subscriptions: ['disk.*', 'probe'],
  })
  assert.equal(updateBody(good), { name: 'ops-hook', description: '', endpoint: 'https://example.com/h' })
})
Form('edit checks only name and endpoint', () => {
  assert.not.ok(hasMessages(validateReceiver({ ...good, secrets: [''] }, 'edit')))
  assert.ok(hasMessages(validateReceiver({ ...good, endpoint: 'nope' }, 'edit')))
})
Form('generated secrets are 64 hex characters', () => {
  assert.match(generateSecret(), /^[0-9a-f]{64}$/)
  assert.is(
    generateSecret((a) => a.fill(255)),
    'f'.repeat(64),
  )
})
Form.run()

const Deliveries = suite('deliveries')
const attempt = (n: number, result: 'succeeded' | 'failed_http_error', status?: number) => ({
  attempt: n,
  result,
  response: status ? { status, durationMs: 12 } : null,
  timeSent: new Date(),
})
Deliveries('the last attempt sums up a delivery', () => {
  const d = { attempts: { webhook: [attempt(2, 'failed_http_error', 503), attempt(1, 'succeeded', 200)] } }
  assert.is(lastAttempt(d)?.attempt, 2)
  assert.is(attemptSummary(lastAttempt(d)), 'HTTP error (503, 12 ms)')
  assert.is(attemptSummary(undefined), 'No attempts yet')
})
Deliveries('filter to query flags', () => {
  assert.equal(deliveryQuery('all'), {})
  assert.equal(deliveryQuery('failed'), { failed: true })
})
Deliveries.run()

const Adding = suite('validateNewSubscription')
const adding: [string, string | undefined][] = [
  ['disk.*', undefined],
  ['  ', 'Subscription is required'],
  ['hardware.**', 'Already subscribed'],
  [' hardware.** ', 'Already subscribed'],
  ['Disk', 'Use lowercase letters, digits and _, with * for one segment or ** for any number'],
]
Adding('a new subscription is a valid pattern not subscribed already', () => {
  for (const [pattern, expected] of adding)
    assert.is(validateNewSubscription(pattern, ['hardware.**']).pattern, expected, pattern)
})
Adding.run()
