/**
 * Pages that once read a collection with one request of 1,000 and used it as if it were all
 * (test/api/single-page-reads.test.ts guards the code): against the large fleet
 * (MOCK_FLEET=large, web/mock/README.md) they reach past the 1,000th item, or say plainly
 * that a drawing shows only the first 1,000.
 */
import { expect, test } from '@playwright/test'
import { login } from '../utils'

test.beforeEach(async ({ page }) => {
  await login(page)
})

test('the create-instance snapshot picker offers snap-01999 of 2,000 snapshots', async ({ page }) => {
  await page.goto('/projects/big-project/instances-new')
  await page.getByRole('button', { name: 'Add a new disk' }).click()
  const disk = page.getByRole('group', { name: 'New disk 1' })
  await disk.getByRole('combobox', { name: 'Source', exact: true }).selectOption('snapshot')
  const snapshot = disk.getByRole('combobox', { name: /^Source snapshot/ })
  // the last snapshot by name: a first page of 1,000 stopped at snap-00999
  await expect(snapshot.getByRole('option', { name: /^snap-01999 / })).toHaveCount(1)
  // nothing says a collection is still loading or was cut short once all are in
  await expect(page.getByText(/^Loading (disks|snapshots|project images|silo images)/)).toHaveCount(0)
  await expect(page.getByText(/^Could not load/)).toHaveCount(0)
})

test('the topology of big-vpc names no false "more than 1,000" among 5,000 project instances', async ({ page }) => {
  await page.goto('/projects/big-project/vpcs/big-vpc/topology')
  // a cap, not a wait: the drawing needs all 5,000 instances read, which can outlast 10 s under the suite's own
  // load ("Loading the VPC’s topology…" still shown)
  await expect(page.getByRole('group', { name: 'Topology of VPC big-vpc' })).toBeVisible({ timeout: 40_000 })
  // 300 subnets and 100 routers fit in one page each; the project's 5,000 instances are read in
  // full for names, so the drawing is complete and says nothing about a first 1,000
  await expect(page.getByText(/more than 1,000/)).toHaveCount(0)
  await expect(page.getByText(/Could not load every instance/)).toHaveCount(0)
})
