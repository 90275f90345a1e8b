import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { instanceCreateCost } from '../../../../web/api/rules/capacity'
import { quotaShape } from '../../../../web/pages/project/instances/create-body'
import { CUSTOM, createDefaults } from '../../../../web/pages/project/instances/create-values'

const GiB = 1024 ** 3
const image = { id: 'img', name: 'ubuntu', size: 3 * GiB }

const Shape = suite('quotaShape')
Shape('any values, half-typed or with no image picked yet, give a cost instead of throwing', () => {
  assert.equal(instanceCreateCost(quotaShape(createDefaults, undefined)), { cpus: 2, memory: 8 * GiB, storage: 0 })
  const typed = { ...createDefaults, sizing: CUSTOM, customCpus: '4', customMemoryGiB: '76', bootDiskSizeGiB: '20' }
  assert.equal(instanceCreateCost(quotaShape(typed, image)), { cpus: 4, memory: 76 * GiB, storage: 20 * GiB })
  // a stopped instance is charged vCPUs and memory only when it starts
  assert.equal(instanceCreateCost(quotaShape({ ...typed, start: false }, image)).memory, 0)
  // a half-typed memory counts as none, not as an error
  const cost = instanceCreateCost(quotaShape({ ...typed, customMemoryGiB: '' }, image))
  assert.ok(!(cost.memory > 0))
})
Shape.run()
