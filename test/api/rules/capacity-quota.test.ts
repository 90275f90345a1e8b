import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { diskCreateCost, instanceCreateCost, quotaImpact } from '../../../web/api/rules/capacity'
import { quotaWarning } from '../../../web/pages/common/capacity/QuotaImpact'

const GiB = 1024 ** 3
const util = {
  capacity: { cpus: 16, memory: 64 * GiB, storage: 1024 * GiB },
  provisioned: { cpus: 4, memory: 16 * GiB, storage: 100 * GiB },
}

const Cost = suite('request cost')
Cost('a started instance takes its vCPUs and memory, and storage for each disk it creates', () => {
  const body = {
    ncpus: 4,
    memory: 8 * GiB,
    bootDisk: { type: 'create' as const, size: 20 * GiB },
    disks: [{ type: 'create' as const, size: 10 * GiB }, { type: 'attach' as const }],
  }
  assert.equal(instanceCreateCost(body), { cpus: 4, memory: 8 * GiB, storage: 30 * GiB })
  // start defaults to true; a stopped one is charged vCPUs and memory only when it starts
  assert.equal(instanceCreateCost({ ...body, start: false }), { cpus: 0, memory: 0, storage: 30 * GiB })
  assert.equal(instanceCreateCost({ ncpus: 1, memory: GiB, bootDisk: null }).storage, 0)
  assert.equal(diskCreateCost(GiB), { cpus: 0, memory: 0, storage: GiB })
})
Cost.run()

const Impact = suite('quotaImpact')
Impact('one line per resource the request takes; over is how far past the quota', () => {
  const lines = quotaImpact(util, { cpus: 2, memory: 60 * GiB, storage: 0 })
  assert.equal(
    lines.map((l) => [l.resource, l.requested, l.provisioned, l.quota, l.over]),
    [
      ['cpus', 2, 4, 16, 0],
      ['memory', 60 * GiB, 16 * GiB, 64 * GiB, 12 * GiB],
    ],
  )
  assert.is(quotaWarning(lines[1]), 'Would exceed the memory quota by 12 GiB')
})
Impact('exactly at the quota fits; vCPUs are counted, not sized', () => {
  const [cpu] = quotaImpact(util, { cpus: 14, memory: 0, storage: 0 })
  assert.is(cpu.over, 2)
  assert.is(quotaWarning(cpu), 'Would exceed the vCPU quota by 2 vCPUs')
  assert.is(quotaImpact(util, { cpus: 12, memory: 48 * GiB, storage: 924 * GiB }).filter((l) => l.over).length, 0)
})
Impact.run()
