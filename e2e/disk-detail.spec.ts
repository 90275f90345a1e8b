import { expect, signIn, test } from './utils'

/** Disk and snapshot detail views, linked from their names; fixtures are only read. */

const project = 'mock-project'

test('a disk name opens its detail view: type, source, size, block size, state, read-only, instance', async ({
  page,
}) => {
  await signIn(page)
  await page.goto(`/projects/${project}/disks`)
  const golden = page.getByRole('row', { name: /golden-ro/ })
  await expect(golden).toContainText('read-only')
  await expect(golden).toContainText('Image')
  await expect(page.getByRole('row', { name: /local-scratch/ })).toContainText('Local')

  await page.getByRole('link', { name: 'disk-1', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/projects/${project}/disks/disk-1$`))
  const panel = page.getByRole('dialog', { name: 'Disk disk-1' })
  await expect(panel.getByRole('definition').filter({ hasText: 'Distributed' })).toBeVisible()
  await expect(panel).toContainText('100 GiB')
  await expect(panel).toContainText('4096 bytes')
  await expect(panel.getByRole('link', { name: 'db1' })).toBeVisible()
  await panel.getByRole('button', { name: 'Close' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/projects/${project}/disks$`))

  await page.goto(`/projects/${project}/disks/golden-ro`)
  const ro = page.getByRole('dialog', { name: 'Disk golden-ro' })
  await expect(ro).toContainText('Image image-1')
  await expect(ro.getByRole('definition').filter({ hasText: /^Yes$/ })).toBeVisible()
})

test('a snapshot name opens its detail view, linking to its source disk', async ({ page }) => {
  await signIn(page)
  await page.goto(`/projects/${project}/snapshots`)
  await page.getByRole('link', { name: 'snapshot-1', exact: true }).click()
  const panel = page.getByRole('dialog', { name: 'Snapshot snapshot-1' })
  await expect(panel).toContainText('ready')
  await panel.getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`/projects/${project}/disks/[a-z0-9-]+$`))
})
