import type { Page } from '@playwright/test'
import { createInstance, expect, signIn, test, unique } from './utils'

/**
 * Activity jobs survive a reload: a bulk job cut by a reload comes back listed,
 * its unfinished items interrupted, and Retry sends only those. The mock holds this session's stop
 * calls after the first (test hook hold-writes), so the reload always lands mid-job.
 */

const runningInstance = (page: Page, project: string) => createInstance(page, { project, prefix: 'web' })

const activity = (page: Page) => page.getByRole('region', { name: 'Activity' })
const item = (page: Page, name: string) => activity(page).getByRole('listitem').filter({ hasText: name })

test('A bulk job interrupted by a reload is listed as interrupted, and Retry finishes it', async ({ page }) => {
  test.slow()
  await signIn(page, 'fleet-admin')
  const project = unique('reload')
  expect((await page.request.post('/v1/projects', { data: { name: project, description: '' } })).status()).toBe(201)
  const names = await Promise.all([1, 2, 3].map(() => runningInstance(page, project)))
  await page.goto(`/projects/${project}/instances`)
  for (const name of names) {
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('running')
  }
  // First steps above settles first (reads of its own, slow under load), so the rows do not move under a click.
  await expect(page.getByRole('heading', { name: 'First steps' })).toBeVisible({ timeout: 20_000 })
  // the first stop is answered, the others wait until the test releases them
  expect((await page.request.post('/v1/__mock/hold-writes?after=1&path=/stop')).status()).toBe(204)
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check()
  await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Stop', exact: true }).click()
  await page.getByRole('dialog', { name: 'Stop 3 instances' }).getByRole('button', { name: 'Stop 3 instances' }).click()
  await expect(activity(page).getByRole('status')).toHaveText('Stop 3 instances: 1 of 3 done, in progress')

  await page.reload()
  await expect(activity(page).getByRole('status')).toHaveText('Stop 3 instances: 1 of 3 done, 2 interrupted')
  const interrupted = activity(page).getByRole('list', { name: 'Interrupted items of Stop 3 instances' })
  await expect(interrupted.getByRole('listitem')).toHaveCount(2)
  // the held calls never reach the instances: the page that sent them is gone
  expect((await page.request.post('/v1/__mock/hold-writes?drop=1')).status()).toBe(204)

  await activity(page).getByRole('button', { name: 'Retry', exact: true }).click()
  await expect(activity(page).getByRole('status')).toHaveText('Stop 3 instances: 3 of 3 done')
  for (const name of names) await expect(item(page, name)).toContainText('Done')
  await expect(activity(page).getByRole('button', { name: 'Retry', exact: true })).toBeHidden()
})
