import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { forgetEarlyCalls, resetEarlyCalls, startEarlyCall } from '../../web/api/early-calls'
import { request, setToken } from '../../web/api/http'

/**
 * : the starter script sends the first route's calls before the entry runs; the fetch
 * core takes such a response instead of sending the request again, once, and only for the same
 * GET it would have sent.
 */
const Early = suite('early calls')

let sent: string[] = []
const realFetch = globalThis.fetch
Early.before.each(() => {
  sent = []
  resetEarlyCalls()
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    sent.push(String(input))
    return new Response(JSON.stringify({ items: [{ time_created: '2026-01-01T00:00:00Z' }], next_page: null }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
})
Early.after(() => {
  globalThis.fetch = realFetch
  resetEarlyCalls()
})

const list = { method: 'GET' as const, path: '/v1/instances', query: { project: 'p' } }

Early('the fetch core takes the early response instead of sending the request, once', async () => {
  startEarlyCall('/v1/instances?project=p', {})
  assert.equal(sent, ['/v1/instances?project=p'])
  const first = await request<{ items: { timeCreated: Date }[] }>(list)
  assert.is(first.type, 'success')
  // read as any other answer: camelCase, dates
  assert.ok(first.type === 'success' && first.data.items[0].timeCreated instanceof Date)
  assert.is(sent.length, 1)
  await request(list)
  assert.is(sent.length, 2, 'a second read is a request of its own')
})

Early('another URL, a write or a cancellable read sends its own request', async () => {
  startEarlyCall('/v1/instances?project=p', {})
  await request({ ...list, query: { project: 'q' } })
  await request({ ...list, method: 'POST', body: {} })
  await request({ ...list, signal: new AbortController().signal })
  assert.is(sent.length, 4)
})

Early('with a token the early call (sent without one) is not taken', async () => {
  startEarlyCall('/v1/instances?project=p', {})
  setToken('t')
  try {
    await request(list)
  } finally {
    setToken(null)
  }
  assert.is(sent.length, 2)
})

Early('dropped early calls are not taken later', async () => {
  startEarlyCall('/v1/instances?project=p', {})
  forgetEarlyCalls()
  await request(list)
  assert.is(sent.length, 2)
})

Early('a starter that runs after the entry started its first route sends nothing', () => {
  forgetEarlyCalls()
  startEarlyCall('/v1/instances?project=p', {})
  assert.equal(sent, [])
})

Early('a failed early call is the taker`s client error, never an unhandled rejection', async () => {
  globalThis.fetch = (async () => {
    throw new TypeError('network down')
  }) as typeof fetch
  startEarlyCall('/v1/instances?project=p', {})
  const errors = console.error
  console.error = () => {}
  try {
    const result = await request(list)
    assert.is(result.type, 'client_error')
  } finally {
    console.error = errors
  }
})

Early.run()
