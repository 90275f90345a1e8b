/**
 * Bulk actions at rack scale, against the large-fleet server: select all
 * matching among 5,000 instances, start them a few at a time, and follow the job in the
 * Activity panel, whose item list is virtualized.
 */
import { expect, test } from '@playwright/test'
import { login } from '../utils'

test('starting the 1,000 instances matching a filter among 5,000 runs as one job in the Activity panel', async ({
  page,
}) => {
  test.slow()
  await login(page)
  await page.goto('/projects/big-project/instances')
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await pager.getByLabel('Rows per page').selectOption('All')
  // 5,000 rows arrive in one page of the API's largest size: on a loaded machine that takes a while
  await expect(pager.getByText('5,000 shown')).toBeVisible({ timeout: 20_000 })
  await page.getByRole('searchbox', { name: 'Filter' }).click()
  await page.keyboard.type('inst-02')
  await expect(page.getByText('1000 of 5000 rows match')).toBeVisible()
  await page.getByRole('button', { name: 'Select all 1000 matching' }).click()
  await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Start', exact: true }).click()
  // the review names a few and counts the rest; the skipped ones are grouped by reason
  const review = page.getByRole('dialog', { name: /^Start \d+ instances$/ })
  await expect(review.getByRole('region', { name: 'Rows it runs on' })).toContainText(/and \d+ more/)
  await review.getByRole('button', { name: /^Start \d+ instances$/ }).click()

  const activity = page.getByRole('region', { name: 'Activity' })
  await expect(activity.getByRole('status')).toContainText('Start 1000 instances')
  // only a screenful of the job's 1,000 items is in the DOM, each saying its place among them
  const items = activity.getByRole('list', { name: 'Items of Start 1000 instances' })
  await expect(items.getByRole('listitem').first()).toHaveAttribute('aria-setsize', /^\d{3,4}$/)
  expect(await items.getByRole('listitem').count()).toBeLessThan(60)
  // every stopped one is started, the others skipped with the rule's reason
  await expect(activity.getByRole('status')).toHaveText(/^Start 1000 instances: (\d+) of \1 done, \d+ skipped$/, {
    timeout: 60_000,
  })
  await expect(activity.getByRole('button', { name: 'Dismiss Start 1000 instances' })).toBeEnabled()
})
