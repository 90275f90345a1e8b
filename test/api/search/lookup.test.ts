import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { isUuid, lookupId } from '../../../web/api/search/lookup'

type Params = { path?: Record<string, string>; query?: Record<string, unknown> }
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** Project alpha (ID 1) holds snapshot `nightly` (ID 11) and floating IP `edge` (ID 12); every other view answers 404. */
function fakeCall() {
  const asked: string[] = []
  const call = async (method: string, params: Params) => {
    const key = Object.values(params.path ?? {})[0]
    asked.push(`${method}:${key}:${params.query?.project ?? ''}`)
    if (method === 'snapshotView' && key === ID(11))
      return { id: ID(11), name: 'nightly', projectId: ID(1) }
    if (method === 'floatingIpView' && key === ID(12)) return { id: ID(12), name: 'edge', projectId: ID(1) }
    if (method === 'projectView' && key === ID(1)) return { id: ID(1), name: 'alpha' }
    throw Object.assign(new Error('Not found'), { statusCode: 404 })
  }
  return { call: call as never, asked }
}

const Lookup = suite('lookup')

Lookup('an ID is asked of every kind view, directly, and its project resolved to a name', async () => {
  assert.ok(isUuid(` ${ID(11).toUpperCase()} `))
  assert.not.ok(isUuid('web-1'))
  const api = fakeCall()
  assert.equal(await lookupId(ID(11), api.call), [{ kind: 'snapshot', name: 'nightly', id: ID(11), project: 'alpha' }])
  assert.equal(
    api.asked.filter((a) => a.endsWith(`:${ID(11)}:`)).map((a) => a.split(':')[0]),
    ['projectView', 'instanceView', 'vpcView', 'diskView', 'snapshotView', 'floatingIpView', 'imageView'],
  )
  assert.equal(await lookupId(ID(12), fakeCall().call), [{ kind: 'floating-ip', name: 'edge', id: ID(12), project: 'alpha' }])
  assert.equal(await lookupId(ID(99), fakeCall().call), [])
})

Lookup.run()
