/** The upload bench's bare DevTools client (scripts/cdp-pipe.ts): framing and request/response matching. */
import { PassThrough } from 'node:stream'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Cdp, NulFramer } from '../../scripts/cdp-pipe.ts'

const test = suite('cdp-pipe')

test('NulFramer: messages split across pieces and several in one piece', () => {
  const f = new NulFramer()
  assert.equal(f.push(Buffer.from('{"a":')), [])
  assert.equal(f.push(Buffer.from('1}\0{"b":2}\0{"c"')), ['{"a":1}', '{"b":2}'])
  assert.equal(f.push(Buffer.from(':3}\0')), ['{"c":3}'])
  assert.equal(f.push(Buffer.from('')), [])
})

test('NulFramer: a multi-byte character cut between pieces', () => {
  const f = new NulFramer()
  const bytes = Buffer.from('{"s":"é"}\0')
  assert.equal(f.push(bytes.subarray(0, 7)), [])
  assert.equal(f.push(bytes.subarray(7)), ['{"s":"é"}'])
})

test('Cdp: answers go to their call, errors reject, events reach listeners', async () => {
  const toBrowser = new PassThrough()
  const fromBrowser = new PassThrough()
  const cdp = new Cdp(toBrowser, fromBrowser)
  const sent: { id: number; method: string; sessionId?: string }[] = []
  toBrowser.on('data', (b: Buffer) => {
    for (const t of b.toString().split('\0').filter(Boolean)) sent.push(JSON.parse(t))
  })
  const a = cdp.send<{ v: number }>('A.one')
  const b = cdp.send('B.two', {}, 'S1')
  const event = cdp.once('X.happened', 'S1')
  await new Promise((r) => setImmediate(r))
  assert.equal(
    sent.map((m) => [m.method, m.sessionId]),
    [
      ['A.one', undefined],
      ['B.two', 'S1'],
    ],
  )
  fromBrowser.write(
    JSON.stringify({ method: 'X.happened', sessionId: 'S2', params: { n: 0 } }) +
      '\0' +
      JSON.stringify({ method: 'X.happened', sessionId: 'S1', params: { n: 1 } }) +
      '\0' +
      JSON.stringify({ id: sent[1].id, error: { message: 'Invalid parameters' } }) +
      '\0' +
      JSON.stringify({ id: sent[0].id, result: { v: 7 } }) +
      '\0',
  )
  assert.equal((await a).v, 7)
  try {
    await b
    assert.unreachable()
  } catch (e) {
    assert.is((e as Error).message, 'B.two: Invalid parameters')
  }
  assert.equal((await event).params, { n: 1 })
})

test.run()
