/**
 * Lists at rack scale (issue #21), against the large-fleet server.
 */
import { expect, test } from '@playwright/test'
import { login } from '../utils'

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
  await expect(next).toContainText('This is the last page')
  await expect(menus).toHaveCount(50)
  await expect(menus.first()).toHaveAccessibleName('router-051 actions')
})
