/**
 * Lists at rack scale, against the large-fleet server.
 */
import { expect, test } from '@playwright/test'
import { expectNoA11yViolations, login } from '../utils'

test('Next on an exactly full last page keeps its rows and then says it is the last page (console#3223)', async ({
  page,
}) => {
  await login(page)
  // big-vpc has exactly 100 routers: two full pages of 50, the second with a next_page whose page is empty
  await page.goto('/projects/big-project/vpcs/big-vpc/routers')
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await pager.getByLabel('Rows per page').selectOption('50')
  await expect(pager.getByText('50 shown')).toBeVisible()
  const menus = page.getByRole('button', { name: / actions$/ })
  await pager.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(menus.first()).toHaveAccessibleName('router-051 actions')
  await pager.getByRole('button', { name: 'Next', exact: true }).click()
  const next = pager.getByRole('button', { name: /^Next/ })
  await expect(next).toHaveAttribute('aria-disabled', 'true')
  await expect(next).toHaveAccessibleDescription('This is the last page')
  await expect(menus).toHaveCount(50)
  await expect(menus.first()).toHaveAccessibleName('router-051 actions')
})

test('"All" rows loads all 5,000 instances into a virtualized table that the filter searches', async ({ page }) => {
  await login(page)
  await page.goto('/projects/big-project/instances')
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pager.getByText('50 shown')).toBeVisible()
  await pager.getByLabel('Rows per page').selectOption('All')
  // 5,000 rows arrive in one page of the API's largest size: on a loaded machine that takes a while
  await expect(pager.getByText('5,000 shown')).toBeVisible({ timeout: 20_000 })
  const table = page.getByRole('table', { name: 'Instances' })
  // screen readers hear 5,000 rows and a header; only those in view are in the DOM
  await expect(table).toHaveAttribute('aria-rowcount', '5001')
  await expect(table.getByRole('row').first()).toHaveAttribute('aria-rowindex', '1')
  expect(await table.getByRole('row').count()).toBeLessThan(100)
  await expect(pager.getByRole('button', { name: /^Next/ })).toHaveAttribute('aria-disabled', 'true')
  // the spacer rows and row counts pass axe
  await expectNoA11yViolations(page)

  // the last row is reached by scrolling, and says where it stands among all of them
  await page.keyboard.press('End')
  const last = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'inst-04999', exact: true }) })
  await expect(last).toHaveAttribute('aria-rowindex', '5001')
  expect(await table.getByRole('row').count()).toBeLessThan(100)

  // the filter searches every loaded row, not one page
  await page.getByRole('searchbox', { name: 'Filter' }).click()
  await page.keyboard.type('inst-0123')
  await expect(page.getByText('10 of 5000 rows match')).toBeVisible()
  await expect(table.getByRole('link', { name: 'inst-01239', exact: true })).toBeVisible()
  await page.keyboard.type('4')
  await expect(page.getByText('1 of 5000 rows match')).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table).not.toHaveAttribute('aria-rowcount')

  // back to pages of 50
  await pager.getByLabel('Rows per page').selectOption('50')
  await page.getByRole('searchbox', { name: 'Filter' }).clear()
  await expect(pager.getByText('50 shown')).toBeVisible()
  await expect(pager.getByRole('button', { name: 'Next', exact: true })).toBeEnabled()
})
