import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Instance } from '../../../../web/api/generated/types'
import {
  presets,
  updateBody,
  validateCpus,
  validateMemoryGiB,
  validateWholeInRange,
} from '../../../../web/pages/project/instances/sizes'
import { GiB } from '../../../../web/util/format'

const Range = suite('validateWholeInRange')
Range('required, whole, within bounds, with the unit in the message', () => {
  assert.is(validateWholeInRange('', 'Size', 1, 5), 'Size is required')
  assert.is(validateWholeInRange('1.5', 'Size', 1, 5), 'Size must be a whole number')
  assert.is(validateWholeInRange('0', 'Size', 1, 5, 'GiB'), 'Size must be at least 1 GiB')
  assert.is(validateWholeInRange('6', 'Size', 1, 5), 'Size can be at most 5')
  assert.is(validateWholeInRange(' 5 ', 'Size', 1, 5), undefined)
})
Range('instance limits: 1-64 vCPUs, 1-1536 GiB', () => {
  assert.is(validateCpus('64'), undefined)
  assert.is(validateCpus('65'), 'CPUs can be at most 64')
  assert.is(validateMemoryGiB('1536'), undefined)
  assert.is(validateMemoryGiB('1537'), 'Memory can be at most 1536 GiB')
})
Range('every preset is within the limits and ids are unique', () => {
  for (const p of presets) {
    assert.is(validateCpus(String(p.ncpus)), undefined, p.id)
    assert.is(validateMemoryGiB(String(p.memoryGiB)), undefined, p.id)
  }
  assert.is(new Set(presets.map((p) => p.id)).size, presets.length)
})
Range.run()

const Update = suite('updateBody')
Update('keeps the current settings and replaces only what is patched', () => {
  const i = {
    ncpus: 2,
    memory: 4 * GiB,
    autoRestartPolicy: 'never',
    bootDiskId: 'b',
    cpuPlatform: null,
    enableJumboFrames: false,
  } as unknown as Instance
  assert.equal(updateBody(i, { ncpus: 4 }), {
    ncpus: 4,
    memory: 4 * GiB,
    autoRestartPolicy: 'never',
    bootDisk: 'b',
    cpuPlatform: null,
    enableJumboFrames: false,
  })
  assert.is(updateBody({ ...i, autoRestartPolicy: undefined } as Instance, {}).autoRestartPolicy, null)
})
Update.run()
