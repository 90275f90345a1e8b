import type { Page } from '@playwright/test'
import {
  createDisk,
  createProject,
  expect,
  expectNoA11yViolations,
  row,
  settledInstance,
  signIn,
  test,
  unique,
} from './utils'

/**
 * Bulk actions and the Activity panel. The mock keeps state across tests
 * and specs, so every test works in a project of its own and never touches the fixtures.
 */

const newProject = (page: Page) => createProject(page, 'bulk', 'bulk e2e')

const newInstance = (page: Page, project: string, prefix: string, start: boolean) =>
  settledInstance(page, { project, prefix, description: 'bulk e2e', start })

const newDisk = (page: Page, project: string, name?: string) => createDisk(page, project, { name })

const activity = (page: Page) => page.getByRole('region', { name: 'Activity' })
const bulkBar = (page: Page) => page.getByRole('group', { name: 'Bulk actions' })
/** A job's item in the panel: its name, then its status (and message). */
const item = (page: Page, name: string) => activity(page).getByRole('listitem').filter({ hasText: name })

test.describe.configure({ mode: 'parallel' })

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

test('Stopping several instances in bulk shows per-item results that survive navigation', async ({ page }) => {
  test.slow()
  const project = await newProject(page)
  const [a, b, c] = await Promise.all([
    newInstance(page, project, 'web', true),
    newInstance(page, project, 'web', true),
    newInstance(page, project, 'web', true),
  ])
  const idle = await newInstance(page, project, 'idle', false)
  await page.goto(`/projects/${project}/instances`)
  // First steps above settles first (reads of its own, slow under load), so the rows do not move under a click.
  await expect(page.getByRole('heading', { name: 'First steps' })).toBeVisible({ timeout: 20_000 })
  for (const name of [a, b, c, idle]) await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check()
  await expect(bulkBar(page)).toContainText('4 selected')
  await bulkBar(page).getByRole('button', { name: 'Stop', exact: true }).click()

  // See before you apply: which instances it stops, which it skips and why, the requests.
  const review = page.getByRole('dialog', { name: 'Stop 3 instances' })
  const plan = review.getByRole('region', { name: 'Rows it runs on' })
  await expect(plan.getByRole('heading', { name: 'Runs on 3 instances' })).toBeVisible()
  for (const name of [a, b, c, idle]) await expect(plan.getByRole('listitem').filter({ hasText: name })).toHaveCount(1)
  await expect(
    plan.getByRole('heading', { name: /^Skipped, 1 instance: Only available when the instance is/ }),
  ).toBeVisible()
  await review.getByRole('button', { name: 'Copy as CLI / API' }).click()
  const requests = page.getByRole('dialog', { name: 'Stop 3 instances: requests' })
  await expect(requests.getByRole('region', { name: a }).getByLabel(`${a} API request`)).toHaveText(
    `POST /v1/instances/${a}/stop?project=${project}`,
  )
  await expect(requests.getByRole('region')).toHaveCount(3)
  await requests.getByRole('button', { name: 'Close' }).click()
  await review.getByRole('button', { name: 'Stop 3 instances' }).click()

  // The stopped instance is skipped with the rules table's reason, never sent.
  await expect(activity(page).getByRole('status')).toContainText('Stop 4 instances')
  await expect(item(page, idle)).toContainText('Skipped: Only available when the instance is')
  for (const name of [a, b, c]) await expect(item(page, name)).toContainText('Done')
  await expect(activity(page).getByRole('status')).toHaveText('Stop 4 instances: 3 of 3 done, 1 skipped')
  await expect(bulkBar(page)).toBeHidden()

  // Client-side navigation keeps the panel and its job.
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Disks', exact: true }).click()
  await expect(page).toHaveURL(`/projects/${project}/disks`)
  await expect(activity(page).getByRole('status')).toHaveText('Stop 4 instances: 3 of 3 done, 1 skipped')
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Instances', exact: true }).click()
  for (const name of [a, b, c]) await expect(row(page, 'Instances', name)).toContainText('stopped', { timeout: 10_000 })

  // Collapsible, and dismissable once finished.
  await activity(page).getByRole('button', { name: 'Hide activity' }).click()
  await expect(activity(page).getByRole('listitem')).toHaveCount(0)
  await activity(page).getByRole('button', { name: 'Show activity' }).click()
  await activity(page).getByRole('button', { name: 'Dismiss Stop 4 instances' }).click()
  await expect(activity(page)).toBeHidden()
})

test('A failed item is listed with the server message and Retry failed re-runs only it', async ({ page, trap }) => {
  // The failed delete is the point of the test.
  trap.allow(/status of 400 \(Bad Request\)/)
  const project = await newProject(page)
  const instance = await newInstance(page, project, 'host', false)
  const free = await newDisk(page, project)
  const busy = await newDisk(page, project)
  await page.goto(`/projects/${project}/disks`)
  await expect(row(page, 'Disks', busy)).toContainText('detached')
  // Attached behind the list's back: the loaded row still says detached, so the delete is sent and fails.
  const attach = await page.request.post(`/v1/instances/${instance}/disks/attach?project=${project}`, {
    data: { disk: busy },
  })
  expect(attach.ok()).toBe(true)

  await page.getByRole('checkbox', { name: 'Select all disks shown' }).check()
  await expect(bulkBar(page)).toContainText('2 selected')
  await bulkBar(page).getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Delete 2 disks' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete 2 disks' }).click()

  await expect(activity(page).getByRole('status')).toHaveText('Delete 2 disks: 1 of 2 done, 1 failed')
  const failed = activity(page).getByRole('list', { name: 'Failed items of Delete 2 disks' })
  await expect(failed.getByRole('listitem')).toHaveCount(1)
  await expect(failed).toContainText(busy)
  // Nexus's own words (datastore/disk.rs), capitalised by the error catalogue
  await expect(failed).toContainText('Failed: Disk cannot be deleted in state "attached"')
  await expect(item(page, free)).toContainText('Done')
  await expectNoA11yViolations(page)
  // The list refreshed after the job: the deleted disk is gone, the attached one shows it.
  await expect(row(page, 'Disks', free)).toHaveCount(0)
  await expect(row(page, 'Disks', busy)).toContainText('attached')

  const detach = await page.request.post(`/v1/instances/${instance}/disks/detach?project=${project}`, {
    data: { disk: busy },
  })
  expect(detach.ok()).toBe(true)
  await activity(page).getByRole('button', { name: 'Retry failed' }).click()
  await expect(activity(page).getByRole('status')).toHaveText('Delete 2 disks: 2 of 2 done')
  await expect(activity(page).getByRole('button', { name: 'Retry failed' })).toBeHidden()
  await expect(page.getByRole('heading', { name: 'No disks' })).toBeVisible()
})

test('Select all matching the filter selects only the matching rows', async ({ page }) => {
  const project = await newProject(page)
  const tag = unique('alpha')
  const [a1, a2] = [`${tag}-1`, `${tag}-2`]
  await newDisk(page, project, a1)
  await newDisk(page, project, a2)
  const other = await newDisk(page, project, unique('beta'))
  await page.goto(`/projects/${project}/disks?filter=${encodeURIComponent(`name:${tag}`)}`)
  await expect(page.getByText('2 of 3 rows match')).toBeVisible()
  await page.getByRole('button', { name: 'Select all 2 matching' }).click()
  await expect(bulkBar(page)).toContainText('2 selected')
  await expect(page.getByRole('checkbox', { name: `Select ${a1}` })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: `Select ${a2}` })).toBeChecked()
  await expect(page.getByRole('button', { name: 'Select all 2 matching' })).toBeHidden()
  await expectNoA11yViolations(page)

  // Clearing the filter shows the other disk unselected; the action covers only the two.
  await page.getByRole('searchbox', { name: 'Filter' }).fill('')
  await expect(page.getByRole('checkbox', { name: `Select ${other}` })).not.toBeChecked()
  await expect(bulkBar(page)).toContainText('2 selected')
  await bulkBar(page).getByRole('button', { name: 'Snapshot', exact: true }).click()
  await page.getByRole('dialog', { name: 'Snapshot 2 disks' }).getByRole('button', { name: 'Snapshot 2 disks' }).click()
  await expect(activity(page).getByRole('status')).toHaveText('Snapshot 2 disks: 2 of 2 done')

  // Clear selection by keyboard: focus returns to the header box.
  await page.getByRole('checkbox', { name: `Select ${other}` }).check()
  await page.getByRole('button', { name: 'Clear selection' }).press('Enter')
  await expect(bulkBar(page)).toBeHidden()
  await expect(page.getByRole('checkbox', { name: 'Select all disks shown' })).toBeFocused()
})

test('Bulk delete of snapshots asks once, naming the count', async ({ page }) => {
  const project = await newProject(page)
  const disk = await newDisk(page, project)
  const { id: diskId } = (await (await page.request.get(`/v1/disks/${disk}?project=${project}`)).json()) as {
    id: string
  }
  const snaps = [unique('snap'), unique('snap')]
  for (const name of snaps) {
    const res = await page.request.post(`/v1/snapshots?project=${project}`, {
      data: { name, description: '', disk: diskId },
    })
    expect(res.status()).toBe(201)
  }
  await page.goto(`/projects/${project}/snapshots`)
  const header = page.getByRole('checkbox', { name: 'Select all snapshots shown' })
  await page.getByRole('checkbox', { name: `Select ${snaps[0]}` }).check()
  // One of two selected: the header box is mixed; a click selects both.
  await expect(header).not.toBeChecked()
  await header.check()
  await expect(bulkBar(page)).toContainText('2 selected')
  await bulkBar(page).getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Delete 2 snapshots' })).toBeVisible()
  // Cancel sends nothing.
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(activity(page)).toBeHidden()
  await bulkBar(page).getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByRole('button', { name: 'Delete 2 snapshots' }).click()
  await expect(activity(page).getByRole('status')).toHaveText('Delete 2 snapshots: 2 of 2 done')
  await expect(page.getByRole('heading', { name: 'No snapshots' })).toBeVisible()
})

test('Firewall rules: bulk disable and delete, one saved change per rule', async ({ page }) => {
  const project = await newProject(page)
  const vpc = unique('vpc')
  expect(
    (
      await page.request.post(`/v1/vpcs?project=${project}`, { data: { name: vpc, description: '', dns_name: vpc } })
    ).status(),
  ).toBe(201)
  const url = `/v1/vpc-firewall-rules?project=${project}&vpc=${vpc}`
  const names = ['bulk-a', 'bulk-b', 'bulk-c']
  const rule = (name: string, priority: number) => ({
    name,
    description: '',
    action: 'allow',
    direction: 'inbound',
    priority,
    status: 'enabled',
    targets: [{ type: 'vpc', value: vpc }],
    filters: { ports: [String(8000 + priority)], protocols: [{ type: 'tcp' }] },
  })
  expect((await page.request.put(url, { data: { rules: names.map((n, i) => rule(n, 100 + i)) } })).status()).toBe(200)

  await page.goto(`/projects/${project}/vpcs/${vpc}/firewall-rules`)
  // The VPC's properties above (vpcView) settle first, so what is below does not move under a click.
  await expect(page.getByText('DNS name', { exact: true })).toBeVisible()
  await page.getByRole('checkbox', { name: 'Select bulk-a', exact: true }).check()
  await page.getByRole('checkbox', { name: 'Select bulk-b', exact: true }).check()
  await bulkBar(page).getByRole('button', { name: 'Disable', exact: true }).click()
  // what the rule set will look like: both rules changed from enabled to disabled, by keyboard from there
  const review = page.getByRole('dialog', { name: 'Disable 2 firewall rules' })
  const changes = review.getByRole('region', { name: 'Changes to apply' })
  await expect(changes.getByRole('listitem')).toHaveCount(2)
  for (const [name, priority] of [
    ['bulk-a', 100],
    ['bulk-b', 101],
  ] as const) {
    const line = changes.getByRole('listitem').filter({ hasText: `Rule ${name}` })
    await expect(line).toContainText(`priority ${priority}, enabled`)
    await expect(line).toContainText(`priority ${priority}, disabled`)
  }
  await review.getByRole('button', { name: 'Disable 2 firewall rules' }).focus()
  await page.keyboard.press('Enter')
  await expect(activity(page).getByRole('status')).toHaveText('Disable 2 firewall rules: 2 of 2 done')
  await expect(row(page, 'Firewall rules', 'bulk-a')).toContainText('disabled')
  await expect(row(page, 'Firewall rules', 'bulk-b')).toContainText('disabled')
  await expect(row(page, 'Firewall rules', 'bulk-c')).not.toContainText('disabled')

  // The rules list has the filter too (a short list shows its box once filtered): select the two disabled rules by it.
  const filtered = new URL(page.url())
  filtered.searchParams.set('filter', 'status:disabled')
  await page.goto(filtered.toString())
  await expect(page.getByText('2 of 3 rows match')).toBeVisible()
  await page.getByRole('button', { name: 'Select all 2 matching' }).click()
  await expect(bulkBar(page)).toContainText('2 selected')
  await page.getByRole('searchbox', { name: 'Filter' }).fill('')
  // Both selected rules are disabled already: Disable says why instead of sending anything.
  await expect(bulkBar(page).getByRole('button', { name: /^Disable/ })).toHaveAttribute('aria-disabled', 'true')
  await bulkBar(page).getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByRole('button', { name: 'Delete 2 firewall rules' }).click()
  await expect(activity(page).getByRole('status')).toHaveText('Delete 2 firewall rules: 2 of 2 done')
  await expect(row(page, 'Firewall rules', 'bulk-a')).toHaveCount(0)
  await expect(row(page, 'Firewall rules', 'bulk-b')).toHaveCount(0)
  await expect(row(page, 'Firewall rules', 'bulk-c')).toBeVisible()
  const { rules } = (await (await page.request.get(url)).json()) as { rules: { name: string }[] }
  expect(rules.map((r) => r.name)).toEqual(['bulk-c'])
})

test('Project images: bulk promote confirms once; the silo images list deletes them in bulk', async ({ page }) => {
  const project = await newProject(page)
  const disk = await newDisk(page, project)
  const { id: diskId } = (await (await page.request.get(`/v1/disks/${disk}?project=${project}`)).json()) as {
    id: string
  }
  const snap = unique('snap')
  const created = await page.request.post(`/v1/snapshots?project=${project}`, {
    data: { name: snap, description: '', disk: diskId },
  })
  const { id: snapshotId } = (await created.json()) as { id: string }
  const images = [unique('img'), unique('img')]
  for (const name of images) {
    const res = await page.request.post(`/v1/images?project=${project}`, {
      data: { name, description: '', os: 'debian', version: '12', source: { type: 'snapshot', id: snapshotId } },
    })
    expect(res.status()).toBe(201)
  }
  await page.goto(`/projects/${project}/images`)
  await page.getByRole('checkbox', { name: 'Select all images shown' }).check()
  await bulkBar(page).getByRole('button', { name: 'Promote', exact: true }).click()
  await expect(page.getByText('Every project in the silo will be able to use them.')).toBeVisible()
  await page.getByRole('button', { name: 'Promote 2 images' }).click()
  await expect(activity(page).getByRole('status')).toHaveText('Promote 2 images: 2 of 2 done')
  await expect(page.getByRole('heading', { name: 'No images' })).toBeVisible()

  await page.goto('/images')
  for (const name of images) await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check()
  await bulkBar(page).getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByRole('button', { name: 'Delete 2 images' }).click()
  // page.goto reloads the app, which empties the panel (it survives navigation, not a reload): this job is the only one.
  await expect(activity(page).getByRole('status')).toHaveText('Delete 2 images: 2 of 2 done')
  for (const name of images)
    await expect(page.getByRole('checkbox', { name: `Select ${name}`, exact: true })).toHaveCount(0)
})
