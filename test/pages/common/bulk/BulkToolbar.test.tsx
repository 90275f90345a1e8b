import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { Table } from '../../../../web/ui/Table'
import { BulkToolbar } from '../../../../web/pages/common/bulk/BulkToolbar'
import { activity, jobFinished, resetActivity } from '../../../../web/pages/common/activity/activity'
import type { Bulk } from '../../../../web/pages/common/bulk/bulk'
// the toolbar loads the runner on the first press; loaded here, that press runs at once
import '../../../../web/pages/common/bulk/bulk-run'
import { useSelection } from '../../../../web/pages/common/list/use-selection'
import ActivityPanel from '../../../../web/pages/layout/ActivityPanel'
import { ConfirmDialogHost } from '../../../../web/ui/ConfirmDialog'
import { render, withDom } from '../../../../test-support/dom'
import { until } from '../../../../test-support/until'

type Row = { id: string; name: string; state: 'running' | 'stopped' }
const rows: Row[] = [
  { id: '1', name: 'db1', state: 'running' },
  { id: '2', name: 'db2', state: 'stopped' },
  { id: '3', name: 'web', state: 'running' },
]
const key = (r: Row) => r.id

let sent: string[] = []
const bulk: Bulk<Row> = {
  noun: { one: 'instance', many: 'instances' },
  actions: [
    {
      label: 'Stop',
      disabled: (r) => (r.state === 'running' ? undefined : 'Only available when the instance is running'),
      run: async (r) => {
        sent.push(r.name)
        if (r.name === 'web') throw new Error('instance is busy')
      },
      request: (r) => ({ cli: `oxide instance stop --instance ${r.name}`, method: 'POST', url: `/v1/${r.name}/stop` }),
    },
  ],
}

function Harness() {
  const selection = useSelection(rows, key, { rowLabel: (r) => r.name, allLabel: 'Select all instances shown' })
  return (
    <>
      <BulkToolbar bulk={bulk} rows={selection.rows} rowKey={key} rowLabel={(r) => r.name} onClear={selection.clear} />
      <div ref={selection.wrap}>
        <Table
          label="Instances"
          columns={[{ header: 'Name', cell: (r: Row) => r.name }]}
          rows={rows}
          rowKey={key}
          selection={selection.table}
        />
      </div>
      <ConfirmDialogHost />
    </>
  )
}

const box = (label: string) => document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name))
const click = (el: HTMLElement) => act(() => el.click())
const bar = () => document.querySelector('[role="group"][aria-label="Bulk actions"]')
const review = () => document.querySelector('[aria-label="Stop 2 instances"]')

/** Every job in the Activity store has finished (a job that failed items has finished too). */
const jobsFinished = () => {
  const { jobs } = activity.get()
  return jobs.length > 0 && jobs.every(jobFinished)
}

/**
 * A bulk action shows what it will do first; the run starts from the review's button. The dialogs load on first
 * use, so it waits for what they show (a few seconds on a loaded machine), then for the job to finish.
 */
async function runFromReview(name: string) {
  click(button(name)!)
  const dialog = await until(review, { what: 'the review dialog' })
  click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Stop 2 instances')!)
  await until(jobsFinished, { what: () => `the job finished; sent: ${sent.join(', ')}` })
}

const Bulk = suite('bulk selection and toolbar')
withDom(Bulk)
Bulk.before.each(() => {
  sent = []
  resetActivity()
})

Bulk('every row has a labelled box; the bar appears with the count once one is checked', () => {
  render(<Harness />)
  assert.ok(box('Select db1') && box('Select db2') && box('Select web'))
  assert.is(bar(), null)
  click(box('Select db1'))
  assert.ok(bar()?.textContent?.includes('1 selected'))
  assert.is(box('Select all instances shown').indeterminate, true)
  assert.is(box('Select all instances shown').checked, false)
})

Bulk('the header box selects every shown row, then clears them', () => {
  render(<Harness />)
  click(box('Select all instances shown'))
  assert.ok(bar()?.textContent?.includes('3 selected'))
  assert.ok(rows.every((r) => box(`Select ${r.name}`).checked))
  click(box('Select all instances shown'))
  assert.is(bar(), null)
})

Bulk('an action no selected row allows is disabled with the reason', () => {
  render(<Harness />)
  click(box('Select db2'))
  const stop = button('Stop')!
  assert.is(stop.getAttribute('aria-disabled'), 'true')
  assert.is(
    document.getElementById(stop.getAttribute('aria-describedby')!)?.textContent,
    'Only available when the instance is running',
  )
  click(stop)
  assert.is(activity.get().jobs.length, 0)
})

Bulk('before it runs, the review lists the rows it is sent for, those skipped and why, and the requests', async () => {
  render(<Harness />)
  click(box('Select all instances shown'))
  click(button('Stop')!)
  await until(review, { what: 'the review dialog' })
  assert.equal(sent, [])
  assert.is(activity.get().jobs.length, 0)
  const rowsItRunsOn = review()!.querySelector('section[aria-label="Rows it runs on"]')!
  assert.equal(
    [...rowsItRunsOn.querySelectorAll('h3')].map((h) => h.textContent),
    ['Runs on 2 instances', 'Skipped, 1 instance: Only available when the instance is running'],
  )
  assert.equal(
    [...rowsItRunsOn.querySelectorAll('li')].map((li) => li.textContent),
    ['db1', 'web', 'db2'],
  )
  click([...review()!.querySelectorAll('button')].find((b) => b.textContent === 'Copy as CLI / API')!)
  const copy = await until(() => document.querySelector('[aria-label="Stop 2 instances: requests"]'), {
    what: 'the requests dialog',
  })
  assert.equal(
    [...copy.querySelectorAll('pre')].map((p) => p.textContent),
    [
      'oxide instance stop --instance db1',
      'POST /v1/db1/stop',
      'oxide instance stop --instance web',
      'POST /v1/web/stop',
    ],
  )
  // Cancel sends nothing and leaves the selection as it was
  click([...copy.querySelectorAll('button')].find((b) => b.textContent === 'Close')!)
  await until(() => !document.querySelector('[aria-label="Stop 2 instances: requests"]'), {
    what: 'the requests dialog closed',
  })
  click([...review()!.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!)
  await until(() => !review(), { what: 'the review dialog closed' })
  assert.equal(sent, [])
  assert.ok(bar()?.textContent?.includes('3 selected'))
})

Bulk('running an action sends allowed rows only, lists skipped ones, and clears the selection', async () => {
  render(<Harness />)
  click(box('Select all instances shown'))
  await runFromReview('Stop')
  assert.equal(sent.sort(), ['db1', 'web'])
  const [job] = activity.get().jobs
  assert.is(job.title, 'Stop 3 instances')
  assert.equal(
    job.items.map((i) => [i.label, i.status]),
    [
      ['db1', 'done'],
      ['db2', 'skipped'],
      ['web', 'failed'],
    ],
  )
  assert.is(bar(), null)
  assert.is(document.activeElement, box('Select all instances shown'))
})

Bulk('Clear selection hides the bar and returns focus to the header box', () => {
  render(<Harness />)
  click(box('Select web'))
  click(button('Clear selection')!)
  assert.is(bar(), null)
  assert.is(document.activeElement, box('Select all instances shown'))
})

Bulk('the Activity panel: a labelled region, a status line, failures listed, Retry failed re-runs them', async () => {
  render(<Harness />)
  click(box('Select all instances shown'))
  await runFromReview('Stop')
  const body = render(<ActivityPanel state={activity.get()} />)
  const region = body.querySelector('section[aria-label="Activity"]')!
  assert.ok(region)
  assert.is(region.querySelector('[role="status"]')?.textContent, 'Stop 3 instances: 1 of 2 done, 1 failed, 1 skipped')
  const failed = region.querySelector('ul[aria-label="Failed items of Stop 3 instances"]')!
  assert.ok(failed.textContent?.includes('Failed: instance is busy'))
  assert.ok(region.textContent?.includes('Skipped: Only available when the instance is running'))
  sent = []
  click(button('Retry failed')!)
  await until(() => sent.length && jobsFinished(), { what: 'the retry finished' })
  assert.equal(sent, ['web'])
})

Bulk.after(resetActivity)
Bulk.run()
