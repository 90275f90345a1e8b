/**
 * Alerts themselves: the alert history (alertList) and an alert's page
 * (alertView) with its deliveries over every receiver and Resend (alertDeliveryResend).
 */
import { expect, expectNoA11yViolations, login, row, table, test } from './utils'

test.beforeEach(async ({ page }) => {
  await login(page)
})

test('the alert history lists alerts by class; an alert shows its data and deliveries, and resends', async ({
  page,
}) => {
  await page.goto('/system/alerts')
  await page.getByRole('link', { name: 'Alert history' }).click()
  await expect(page.getByRole('heading', { name: 'Alert history', level: 1 })).toBeVisible()
  const alerts = table(page, 'Alerts')
  await expect(alerts.getByRole('link', { name: 'update.completed' })).toBeVisible()
  await expectNoA11yViolations(page)

  // filter by class: only that class's alerts are asked for
  await page.getByLabel('Alert class').selectOption('disk.faulted')
  await expect(alerts.getByRole('link', { name: 'update.completed' })).toHaveCount(0)
  await alerts.getByRole('link', { name: 'disk.faulted' }).click()

  await expect(page.getByRole('heading', { name: 'disk.faulted', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Alert data')).toContainText('"disk_name": "disk-faulted"')
  const deliveries = table(page, 'Deliveries')
  const failed = row(page, deliveries, { text: /audit-sink.*failed/ })
  await expect(failed).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Delivery to audit-sink actions' }).first().click()
  await page.getByRole('menuitem', { name: 'Resend' }).click()
  const dialog = page.getByRole('dialog', { name: 'Resend alert' })
  await expect(dialog).toContainText('Send this disk.faulted alert to audit-sink again?')
  await dialog.getByRole('button', { name: 'Resend' }).click()
  await expect(page.getByText('Alert resent to audit-sink')).toBeVisible()
  // the resend is a new delivery of the same alert; it is attempted and lands while the page polls
  const resent = row(page, deliveries, { text: /audit-sink.*resend/ })
  await expect(resent.first()).toBeVisible()
  await expect(resent.first()).toContainText('delivered', { timeout: 10_000 })
})

test('an alert no receiver got says so; an unknown alert is not found', async ({ page, trap }) => {
  await page.goto('/system/alert-history')
  // the class's own rows are held back a moment, to see what is shown meanwhile
  let answer = () => {}
  const held = new Promise<void>((resolve) => (answer = resolve))
  await page.route(/\/v1\/alerts\?.*alert_class=update\.completed/, async (route) => {
    await held
    await route.continue()
  })
  await expect(table(page, 'Alerts').getByRole('link', { name: 'instance.created' }).first()).toBeVisible()
  await page.getByLabel('Alert class').selectOption('update.completed')
  // the rows of every class stay, marked busy, until the class's own arrive: a click before then could land on a row
  // that moves (the old list's update.completed, clicked as it is replaced)
  await expect(table(page, 'Alerts')).toHaveAttribute('aria-busy', 'true')
  answer()
  await expect(table(page, 'Alerts')).not.toHaveAttribute('aria-busy', 'true')
  await expect(table(page, 'Alerts').getByRole('link', { name: 'instance.created' })).toHaveCount(0)
  await table(page, 'Alerts').getByRole('link', { name: 'update.completed' }).click()
  await expect(page.getByLabel('Alert data')).toContainText('"system_version": "17.0.0"')
  await expect(page.getByText("No receiver was subscribed to this alert's class when it fired.")).toBeVisible()

  trap.allow(/status of 404/)
  await page.goto('/system/alert-history/00000000-0000-4000-8000-00000000dead')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
