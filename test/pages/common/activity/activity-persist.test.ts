import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { withDom } from '../../../../test-support/dom'
import { activity, resetActivity, startJob, type Job } from '../../../../web/pages/common/activity/activity'
import { setActivity } from '../../../../web/pages/common/activity/activity-store'
import {
  bindActivityOwner,
  flushActivitySave,
  forgetActivity,
  forgetOtherOwnersActivity,
  keptJob,
  parseSaved,
  restoredJob,
  unbindActivityForTests,
} from '../../../../web/pages/common/activity/activity-persist'
import { resumableBulk } from '../../../../web/pages/common/bulk/bulk-kinds'
import { resumeBlocked, retryJob } from '../../../../web/pages/common/bulk/bulk-resume'
import type { Write } from '../../../../web/api/writes'

const job = (over: Partial<Job> = {}): Job => ({
  id: 1,
  title: 'Stop 4 instances',
  items: [
    { key: 'a', label: 'a', status: 'done' },
    { key: 'b', label: 'b', status: 'running' },
    { key: 'c', label: 'c', status: 'queued' },
    { key: 'd', label: 'd', status: 'failed', message: 'nope' },
  ],
  ...over,
})

const Pure = suite('activity persistence: what is kept and how it comes back')

Pure('queued and running items come back interrupted; done and failed stay as they were', () => {
  const statuses = restoredJob(job()).items.map((i) => i.status)
  assert.equal(statuses, ['done', 'interrupted', 'interrupted', 'failed'])
})

Pure('only the rows of items not done are kept, and none when storage is short', () => {
  const values = { a: { name: 'a' }, b: { name: 'b' }, c: { name: 'c' }, d: { name: 'd' } }
  const j = job({ resume: { kind: 'instances', args: { project: 'p' }, action: 'Stop', values } })
  assert.equal(Object.keys(keptJob(j).resume!.values!), ['b', 'c', 'd'])
  assert.is(keptJob(j, false).resume!.values, undefined)
})

Pure('rows come back with their dates; garbage and other versions give nothing', () => {
  const when = '2026-11-26T06:00:00.000Z'
  const saved = {
    v: 1,
    jobs: [job({ resume: { kind: 'k', args: {}, action: 'Stop', values: { b: { timeCreated: when, name: when } } } })],
  }
  const [back] = parseSaved(JSON.stringify(saved))
  const row = back.resume!.values!.b as { timeCreated: Date; name: string }
  assert.instance(row.timeCreated, Date)
  assert.is(row.timeCreated.toISOString(), when)
  assert.is(row.name, when, 'only time fields become dates')
  assert.equal(parseSaved('{not json'), [])
  assert.equal(parseSaved(JSON.stringify({ v: 2, jobs: [job()] })), [])
  assert.equal(parseSaved(null), [])
})

const Stored = suite('activity persistence: per user, across a reload')
withDom(Stored)
Stored.before.each(() => {
  unbindActivityForTests()
  resetActivity()
  localStorage.clear()
})

/** A reload: this page's jobs and runners are gone, only storage is left. */
function reload() {
  unbindActivityForTests()
  resetActivity()
}

Stored('a job survives a reload for its user only, and goes at sign-out', async () => {
  bindActivityOwner('silo/alice')
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  startJob({
    title: 'Stop 2 instances',
    items: ['x', 'y'].map((k) => ({ key: k, label: k, value: k })),
    run: () => gate,
  })
  flushActivitySave()
  reload()
  assert.equal(activity.get().jobs, [])

  bindActivityOwner('silo/bob')
  assert.equal(activity.get().jobs, [], "another user does not see alice's jobs")
  reload()

  bindActivityOwner('silo/alice')
  const [back] = activity.get().jobs
  assert.is(back.title, 'Stop 2 instances')
  assert.equal(
    back.items.map((i) => i.status),
    ['interrupted', 'interrupted'],
  )
  forgetActivity()
  reload()
  bindActivityOwner('silo/alice')
  assert.equal(activity.get().jobs, [])
  release()
})

Stored('Retry after a reload rebuilds the action by kind and sends only the items not done', async () => {
  const sent: string[] = []
  const write = (async (_method: string, params: { path: { instance: string } }) => {
    sent.push(params.path.instance)
  }) as unknown as Write
  resumableBulk('test-instances', async ({ project }) => ({
    noun: { one: 'instance', many: 'instances' },
    resume: { kind: 'test-instances', args: { project } },
    actions: [
      {
        label: 'Stop',
        run: (row: { name: string }, w: Write) =>
          w('instanceStop', { path: { instance: row.name }, query: { project } }),
      },
    ],
  }))
  bindActivityOwner('silo/alice')
  const values = { b: { name: 'b' }, c: { name: 'c' }, d: { name: 'd' } }
  setActivity({
    jobs: [job({ resume: { kind: 'test-instances', args: { project: 'p' }, action: 'Stop', values } })],
    collapsed: false,
  })
  flushActivitySave()
  reload()
  bindActivityOwner('silo/alice')
  const [back] = activity.get().jobs
  assert.is(resumeBlocked(back), undefined)
  let revalidated: string[] = []
  await retryJob(back, write, (m) => (revalidated = m))
  assert.equal(sent.sort(), ['b', 'c', 'd'], 'the done item is not sent again')
  assert.equal(
    activity.get().jobs[0].items.map((i) => i.status),
    ['done', 'done', 'done', 'done'],
  )
  assert.equal(revalidated, ['instanceStop'])
})

Stored('a job kept without its rows, or of an unknown kind, says why it cannot be retried', () => {
  const noRows = job({ resume: { kind: 'test-instances', args: {}, action: 'Stop' } })
  assert.match(resumeBlocked(noRows) ?? '', /too large/)
  assert.match(resumeBlocked(job()) ?? '', /cannot be run again/)
})

Stored("another user signing in drops every other user's jobs and history, and keeps their own", () => {
  localStorage.setItem('console.activity.silo-1/alice', '{"v":1,"jobs":[]}')
  localStorage.setItem('console.activity.history.silo-1/alice', '[]')
  localStorage.setItem('console.activity.silo-1/bob', '{"v":1,"jobs":[]}')
  localStorage.setItem('console.activity.history.silo-1/bob', '[]')
  localStorage.setItem('rack-console.theme', 'dark')
  forgetOtherOwnersActivity('silo-1/bob')
  assert.equal(Object.keys(localStorage).sort(), [
    'console.activity.history.silo-1/bob',
    'console.activity.silo-1/bob',
    'rack-console.theme',
  ])
})

Pure.run()
Stored.run()
