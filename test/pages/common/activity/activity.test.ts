import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  activity,
  dismissJob,
  jobCounts,
  jobFinished,
  jobSummary,
  resetActivity,
  retryFailed,
  startJob,
  type Job,
} from '../../../../web/pages/common/activity/activity'
import { until } from '../../../../test-support/until'

/** A promise the test settles by hand, to observe the runner between steps. */
function deferred() {
  let resolve!: () => void
  let reject!: (e: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
const tick = () => new Promise((r) => setTimeout(r, 0))
const job = (id: number): Job => activity.get().jobs.find((j) => j.id === id)!
const statuses = (id: number) => Object.fromEntries(job(id).items.map((i) => [i.key, i.status]))
/** Waits for the runner to bring the job's items to `expected` (the gates hold them there). */
const reaches = (id: number, expected: Record<string, string>) =>
  until(() => (assert.equal(statuses(id), expected), true), { what: `items ${JSON.stringify(expected)}` })

const Runner = suite('activity job runner')
Runner.before.each(resetActivity)

Runner('runs at most two items at once by default, in order', async () => {
  const gates = new Map(['a', 'b', 'c', 'd'].map((k) => [k, deferred()]))
  let running = 0
  let peak = 0
  const started: string[] = []
  const { id, done } = startJob({
    title: 'Stop 4 instances',
    items: [...gates.keys()].map((k) => ({ key: k, label: k, value: k })),
    run: async (k) => {
      started.push(k)
      running++
      peak = Math.max(peak, running)
      await gates.get(k)!.promise
      running--
    },
  })
  await reaches(id, { a: 'running', b: 'running', c: 'queued', d: 'queued' })
  gates.get('b')!.resolve()
  await reaches(id, { a: 'running', b: 'done', c: 'running', d: 'queued' })
  for (const g of gates.values()) g.resolve()
  await done
  assert.is(peak, 2)
  assert.equal(started, ['a', 'b', 'c', 'd'])
  assert.ok(jobFinished(job(id)))
})

Runner('concurrency 1 runs items one after another', async () => {
  let running = 0
  let peak = 0
  const { done } = startJob({
    title: 'Delete 3 firewall rules',
    concurrency: 1,
    items: [1, 2, 3].map((n) => ({ key: String(n), label: String(n), value: n })),
    run: async () => {
      running++
      peak = Math.max(peak, running)
      await tick()
      running--
    },
  })
  await done
  assert.is(peak, 1)
})

Runner('skipped items are never sent and keep their reason', async () => {
  const sent: string[] = []
  const { id, done } = startJob({
    title: 'Start 2 instances',
    items: [
      { key: 'db1', label: 'db1', value: 'db1', skip: 'Only available when the instance is stopped or failed' },
      { key: 'db2', label: 'db2', value: 'db2' },
    ],
    run: async (v) => void sent.push(v),
  })
  await done
  assert.equal(sent, ['db2'])
  const skipped = job(id).items.find((i) => i.key === 'db1')!
  assert.is(skipped.status, 'skipped')
  assert.is(skipped.message, 'Only available when the instance is stopped or failed')
  assert.is(jobSummary(job(id)), 'Start 2 instances: 1 of 1 done, 1 skipped')
})

Runner("a failure keeps the server's message; others carry on; onSettled runs after all", async () => {
  const settled: number[] = []
  let id = 0
  const started = startJob({
    title: 'Delete 3 disks',
    items: ['x', 'y', 'z'].map((k) => ({ key: k, label: k, value: k })),
    run: async (k) => {
      if (k === 'y') throw new Error('disk must be detached to delete it')
    },
    onSettled: (): void => void settled.push(jobCounts(job(id)).done),
  })
  id = started.id
  await started.done
  assert.equal(statuses(id), { x: 'done', y: 'failed', z: 'done' })
  assert.is(job(id).items[1].message, 'disk must be detached to delete it')
  assert.equal(settled, [2])
  assert.is(jobSummary(job(id)), 'Delete 3 disks: 2 of 3 done, 1 failed')
})

Runner('Retry failed re-runs only the failed items', async () => {
  const calls: string[] = []
  let fail = new Set(['b', 'c'])
  let settled = 0
  const { id, done } = startJob({
    title: 'Stop 3 instances',
    items: ['a', 'b', 'c'].map((k) => ({ key: k, label: k, value: k })),
    run: async (k) => {
      calls.push(k)
      if (fail.has(k)) throw new Error(`cannot stop ${k}`)
    },
    onSettled: () => settled++,
  })
  await done
  assert.equal(calls, ['a', 'b', 'c'])
  fail = new Set(['c'])
  await retryFailed(id)
  assert.equal(calls, ['a', 'b', 'c', 'b', 'c'])
  assert.equal(statuses(id), { a: 'done', b: 'done', c: 'failed' })
  fail = new Set()
  await retryFailed(id)
  assert.equal(calls, ['a', 'b', 'c', 'b', 'c', 'c'])
  assert.equal(statuses(id), { a: 'done', b: 'done', c: 'done' })
  assert.is(settled, 3)
  // Nothing failed any more: a further retry sends nothing.
  await retryFailed(id)
  assert.is(calls.length, 6)
})

Runner('a running job cannot be dismissed or retried; a finished one can be dismissed', async () => {
  const gate = deferred()
  const { id, done } = startJob({
    title: 'Reboot 1 instance',
    items: [{ key: 'a', label: 'a', value: 'a' }],
    run: () => gate.promise,
  })
  await reaches(id, { a: 'running' })
  dismissJob(id)
  assert.ok(job(id), 'still listed while running')
  gate.reject(new Error('boom'))
  await done
  assert.is(statuses(id).a, 'failed')
  dismissJob(id)
  assert.is(activity.get().jobs.length, 0)
})

Runner('subscribers hear each job start at once and its end with every item settled; newest job first', async () => {
  let calls = 0
  const off = activity.subscribe(() => calls++)
  const first = startJob({ title: 'first', items: [{ key: 'a', label: 'a', value: 1 }], run: async () => {} })
  const second = startJob({ title: 'second', items: [{ key: 'a', label: 'a', value: 1 }], run: async () => {} })
  assert.is(calls, 2)
  await Promise.all([first.done, second.done])
  off()
  assert.ok(calls >= 3, `${calls} notifications`)
  assert.equal(
    activity.get().jobs.map((j) => j.title),
    ['second', 'first'],
  )
})

Runner('item progress over 5,000 items is told coalesced, not 10,000 times', async () => {
  let calls = 0
  let doneSeen = 0
  const off = activity.subscribe(() => {
    calls++
    doneSeen = activity.get().jobs[0].items.filter((i) => i.status === 'done').length
  })
  const items = Array.from({ length: 5000 }, (_, i) => ({ key: `k${i}`, label: `inst-${i}`, value: i }))
  const { id, done } = startJob({ title: 'big', items, run: async () => {}, concurrency: 4 })
  await done
  off()
  assert.ok(calls < 50, `${calls} notifications`)
  assert.is(doneSeen, 5000, 'the last notification has every item settled')
  assert.is(jobCounts(job(id)).done, 5000)
})

Runner.run()
