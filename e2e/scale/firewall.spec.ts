/**
 * Firewall rules at rack scale, against the large-fleet server: big-vpc holds
 * 1,024 rules (the API's maximum). The table is virtualized, and editing one rule still
 * writes the whole list, once.
 */
import { expect, test } from '@playwright/test'
import { login } from '../utils'

test('editing one rule among 1,024 writes the whole list once and keeps every rule', async ({ page }) => {
  await login(page)
  await page.goto('/projects/big-project/vpcs/big-vpc/firewall-rules')
  const table = page.getByRole('table', { name: 'Firewall rules' })
  await expect(table).toHaveAttribute('aria-rowcount', '1025')
  expect(await table.getByRole('row').count()).toBeLessThan(100)

  // rule-0700 is far below the fold: the filter brings it up
  await page.getByRole('searchbox', { name: 'Filter' }).click()
  await page.keyboard.type('rule-0700')
  await expect(page.getByText('1 of 1024 rows match')).toBeVisible()
  await page.getByRole('button', { name: 'rule-0700 actions', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click()
  const edit = page.getByRole('dialog', { name: 'Edit firewall rule rule-0700' })
  const port = String(20_000 + Math.floor(Math.random() * 40_000))
  await edit.getByLabel('Ports').click()
  await page.keyboard.press('Control+a')
  await page.keyboard.type(port)

  const puts: { rules: unknown[] }[] = []
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/v1/vpc-firewall-rules')) puts.push(r.postDataJSON())
  })
  await edit.getByRole('button', { name: 'Update rule' }).click()
  await expect(edit).toHaveCount(0)
  await expect(page.getByText('Firewall rule rule-0700 updated')).toBeVisible()
  expect(puts).toHaveLength(1)
  expect(puts[0].rules).toHaveLength(1024)
  // back on the whole list (the form's close leaves the filter behind): every rule is still there
  await expect(table).toHaveAttribute('aria-rowcount', '1025')
  await page.getByRole('searchbox', { name: 'Filter' }).click()
  await page.keyboard.type('rule-0700')
  await expect(table.getByRole('row').filter({ hasText: 'rule-0700' })).toContainText(port)
})
