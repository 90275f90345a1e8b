import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fakeDisk } from '../../test-support/fake-disk'
import { makeRaw } from '../../test-support/images'
import { until } from '../../test-support/until'
import { probe } from '../../web/upload/decode'
import { runPipeline, type WriteResult } from '../../web/upload/pipeline'

// all data: one write per 512 KiB chunk
const content = makeRaw(8 * 512 * 1024, 0)
const file = new Blob([content])

test('never more writes in flight than the most it is given', async () => {
  const p = await probe(file)
  const disk = fakeDisk(content.length)
  let inFlight = 0
  let most = 0
  await runPipeline({
    file,
    format: p,
    contentSize: p.contentSize,
    blockSize: 512,
    concurrency: 3,
    maxConcurrency: 3,
    write: async (o, b) => {
      most = Math.max(most, ++inFlight)
      // The first writes wait for a third to join them: whether the limit is reached no longer depends on the
      // chunks being read faster than 2 ms writes finish (a loaded machine may not); the writes after pass at once.
      await until(() => most >= 3, { what: 'three writes in flight at once' })
      await new Promise((r) => setTimeout(r, 2))
      inFlight--
      return disk.write(o, b)
    },
  })
  assert.is(most, 3)
  assert.ok(Buffer.from(disk.bytes).equals(Buffer.from(content)))
})

test('a write that fails for good rejects the upload only once the other writes have settled', async () => {
  const p = await probe(file)
  let inFlight = 0
  const err = await runPipeline({
    file,
    format: p,
    contentSize: p.contentSize,
    blockSize: 512,
    concurrency: 2,
    maxConcurrency: 2,
    write: async (o): Promise<WriteResult> => {
      inFlight++
      await new Promise((r) => setTimeout(r, o === 0 ? 1 : 10))
      inFlight--
      return o === 0 ? { ok: false, status: 400, text: '', requestId: '' } : { ok: true }
    },
  }).catch((e) => e)
  assert.is(err.result.status, 400)
  assert.is(inFlight, 0)
})

test.run()
