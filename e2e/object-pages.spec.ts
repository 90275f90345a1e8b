import { expect, row, signIn, table, test, unique } from './utils'

/**
 * Object pages start with their content and tables stay quiet: at 1280x800 an instance tab's content
 * begins in the first 320 px, a tab of short tables shows no filter box (and one Refresh for the page,
 * which reloads the header above the tabs too), and the firewall rules read one line per rule.
 */

test.use({ viewport: { width: 1280, height: 800 } })

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

test('an instance tab starts within the first 320 px, with at most two action buttons', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/storage')
  const heading = page.getByRole('heading', { name: 'Boot disk' })
  await expect(heading).toBeVisible()
  // the properties above are complete (the sled is the last to arrive) before measuring
  await expect(page.getByRole('definition').getByRole('link', { name: /^BRM/ })).toBeVisible()
  const top = (await heading.boundingBox())!.y
  expect(top).toBeLessThanOrEqual(320)

  // running: Stop and Serial console as buttons, the rest in the menu
  const actions = page.getByRole('group', { name: 'Instance actions' })
  await expect(actions.getByRole('button', { name: 'Stop', exact: true })).toBeVisible()
  await expect(actions.getByRole('link', { name: 'Serial console' })).toBeVisible()
  await expect(actions.getByRole('button', { name: /^(Start|Reboot|Delete)/ })).toHaveCount(0)
  await actions.getByRole('button', { name: 'db1 actions' }).click()
  await expect(page.getByRole('menuitem', { name: /^Reboot/ })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Copy as Terraform' })).toBeVisible()
})

test('a tab of short tables has no filter box and one Refresh; the options hold the ID column', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/storage')
  await expect(row(page, 'Boot disk', 'db1-boot')).toBeVisible()
  await expect(row(page, 'Other disks', 'disk-1')).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Filter' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Refresh', exact: true })).toHaveCount(1)
  // the boot disk's source names its image, linked
  await expect(row(page, 'Boot disk', 'db1-boot').getByRole('link', { name: 'ubuntu-24-04' })).toBeVisible()

  await page.getByRole('button', { name: 'Options for boot disk' }).click()
  await page.getByRole('checkbox', { name: 'ID column' }).check()
  await expect(table(page, 'Boot disk').getByRole('columnheader', { name: 'ID' })).toBeVisible()
})

test("the page's Refresh reloads the header above the tabs, not only the tab's table", async ({ page }) => {
  const vpc = unique('refresh')
  const made = await page.request.post('/v1/vpcs?project=mock-project', {
    data: { name: vpc, description: 'as it was', dns_name: vpc },
  })
  expect(made.status()).toBe(201)
  await page.goto(`/projects/mock-project/vpcs/${vpc}/firewall-rules`)
  const description = page.getByRole('definition').filter({ hasText: /^as it was$/ })
  await expect(description).toBeVisible()
  // another person edits the VPC
  const edited = await page.request.put(`/v1/vpcs/${vpc}?project=mock-project`, { data: { description: 'edited' } })
  expect(edited.status()).toBe(200)
  await page.getByRole('button', { name: 'Refresh', exact: true }).click()
  await expect(page.getByRole('definition').filter({ hasText: /^edited$/ })).toBeVisible()
  await expect(description).toHaveCount(0)
})

test('firewall rules read one line per rule at 1280 px', async ({ page }) => {
  await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules')
  const rules = table(page, 'Firewall rules')
  await expect(row(page, 'Firewall rules', 'allow-internal-inbound')).toBeVisible()
  await expect(row(page, 'Firewall rules', 'allow-https')).toContainText('TCP 443, 8000-8080')
  // one line of text in a cell is under 30 px; a row is its padding and one line, wherever it wraps
  const single = await row(page, 'Firewall rules', 'allow-ssh').boundingBox()
  for (const tr of await rules
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .all()) {
    const box = (await tr.boundingBox())!
    expect(box.height, await tr.innerText()).toBeLessThanOrEqual(single!.height + 2)
  }
  expect(single!.height).toBeLessThan(48)
  // and the table fits the page: nothing scrolls sideways
  const fits = await rules.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth)
  expect(fits).toBe(true)
})

test('an instance’s metrics tab shows a chart in its first viewport', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/metrics/cpu')
  const chart = page.getByRole('img', { name: 'Chart: CPU utilization by state' })
  await expect(chart).toBeVisible()
  // all of it on screen without scrolling
  const box = (await chart.boundingBox())!
  expect(box.y + box.height).toBeLessThanOrEqual(800)
})
