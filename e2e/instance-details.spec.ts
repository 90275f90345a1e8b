import { expect, row, signIn, test } from './utils'

/**
 * Instance details (issue #22 points 4 and 5): the settings tab's affinity cards, network
 * interface edit, the external IPs column and ICMP types by name. The mock keeps state, so
 * every change made here is undone or made on a name of its own.
 */

const project = 'mock-project'

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

test('A stopped instance is added to an anti-affinity group from its settings tab and removed again', async ({ page }) => {
  // db1 runs: adding says why it cannot
  await page.goto(`/projects/${project}/instances/db1/settings`)
  const running = page.getByRole('region', { name: 'Anti-affinity groups' })
  await expect(row(page, running.getByRole('table', { name: 'Anti-affinity groups' }), 'anti-affinity-group')).toBeVisible()
  await expect(running.getByRole('button', { name: /^Add to anti-affinity group/ })).toHaveAttribute('aria-disabled', 'true')
  await expect(running.getByRole('button', { name: /^Add to anti-affinity group/ })).toContainText('stopped')

  // db2 is stopped: in affinity-group, in no anti-affinity group
  await page.goto(`/projects/${project}/instances/db2/settings`)
  const affinity = page.getByRole('region', { name: 'Affinity groups' })
  await expect(row(page, affinity.getByRole('table', { name: 'Affinity groups' }), 'affinity-group')).toBeVisible()
  const card = page.getByRole('region', { name: 'Anti-affinity groups' })
  await expect(card.getByText('No anti-affinity groups')).toBeVisible()
  await card.getByRole('button', { name: 'Add to anti-affinity group' }).click()
  const modal = page.getByRole('dialog', { name: 'Add to anti-affinity group' })
  await modal.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(modal.getByText('Group is required')).toBeVisible()
  await modal.getByRole('combobox', { name: /^Anti-affinity group/ }).selectOption('spread-web')
  await modal.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByText('Instance db2 added to spread-web')).toBeVisible()
  const groups = card.getByRole('table', { name: 'Anti-affinity groups' })
  await expect(row(page, groups, 'spread-web')).toBeVisible()

  // already a member: the picker says so
  await card.getByRole('button', { name: 'Add to anti-affinity group' }).click()
  await expect(modal.getByRole('option', { name: 'spread-web (Already a member)' })).toBeDisabled()
  await modal.getByRole('button', { name: 'Cancel' }).click()

  await card.getByRole('button', { name: 'spread-web actions', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Remove', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Remove from anti-affinity group' })
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(card.getByText('No anti-affinity groups')).toBeVisible()
})
