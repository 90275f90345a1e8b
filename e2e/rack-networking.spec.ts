import type { Page } from '@playwright/test'
import { expect, signIn, test } from './utils'

/** Rack networking for operators: address lots, BGP announce sets and configurations, allow list, inbound ICMP. */

const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true })
const uniq = (p: string) => `${p}-${Date.now().toString(36)}`

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

test('an address lot with a bad block is refused; a good one is created', async ({ page }) => {
  const name = uniq('lot')
  await page.goto('/system/networking/address-lots')
  await page.getByRole('link', { name: 'New address lot' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create address lot' })
  await form.getByRole('textbox', { name: 'Name' }).fill(name)
  await form.getByRole('textbox', { name: 'Block 1 first address' }).fill('203.0.113.20')
  await form.getByRole('textbox', { name: 'Block 1 last address' }).fill('203.0.113.10')
  await form.getByRole('button', { name: 'Create address lot' }).click()
  await expect(form.getByText('Last address must not be below the first').first()).toBeVisible()
  await form.getByRole('textbox', { name: 'Block 1 last address' }).fill('203.0.113.30')
  await form.getByRole('button', { name: 'Create address lot' }).click()
  await expect(page).toHaveURL(new RegExp(`/system/networking/address-lots/${name}$`))
  await expect(table(page, 'Blocks').getByRole('row').filter({ hasText: '203.0.113.30' })).toBeVisible()
})

test('create an announce set, then a BGP configuration using it', async ({ page }) => {
  const set = uniq('set')
  const cfg = uniq('bgp')
  await page.goto('/system/networking/bgp')
  await page.getByRole('button', { name: 'New announce set' }).click()
  const setForm = page.getByRole('dialog', { name: 'Create announce set' })
  await setForm.getByRole('textbox', { name: 'Name' }).fill(set)
  await setForm.getByRole('combobox', { name: 'Address lot' }).selectOption('bgp-announce')
  await setForm.getByRole('textbox', { name: 'Announced networks' }).fill('198.51.100.0/33')
  await setForm.getByRole('button', { name: 'Create announce set' }).click()
  await expect(setForm.getByText('Max width for IPv4 is 32').first()).toBeVisible()
  await setForm.getByRole('textbox', { name: 'Announced networks' }).fill('198.51.100.0/24')
  await setForm.getByRole('button', { name: 'Create announce set' }).click()
  await expect(setForm).toBeHidden()
  await expect(table(page, 'Announce sets').getByRole('row').filter({ hasText: set })).toBeVisible()

  await page.getByRole('button', { name: 'New BGP configuration' }).click()
  const form = page.getByRole('dialog', { name: 'Create BGP configuration' })
  await form.getByRole('textbox', { name: 'Name' }).fill(cfg)
  await form.getByRole('textbox', { name: 'ASN' }).fill('65100')
  await form.getByRole('combobox', { name: 'Announce set' }).selectOption(set)
  await form.getByRole('button', { name: 'Create BGP configuration' }).click()
  await expect(form).toBeHidden()
  await expect(table(page, 'BGP configurations').getByRole('row').filter({ hasText: cfg })).toContainText('65100')

  // update the set: its lot is preselected; then view the announcements
  await page.getByRole('button', { name: `${set} actions` }).click()
  await page.getByRole('menuitem', { name: 'Update' }).click()
  const edit = page.getByRole('dialog', { name: `Update announce set ${set}` })
  await expect(edit.getByRole('combobox', { name: 'Address lot' })).toHaveValue('bgp-announce')
  await edit.getByRole('textbox', { name: 'Announced networks' }).fill('198.51.100.0/24\n198.51.101.0/24')
  await edit.getByRole('button', { name: 'Update announce set' }).click()
  await expect(edit).toBeHidden()
  await page.getByRole('button', { name: `${set} actions` }).click()
  await page.getByRole('menuitem', { name: 'View announcements' }).click()
  await expect(page.getByRole('table', { name: 'Announcements' }).getByRole('row').filter({ hasText: '198.51.101.0/24' })).toBeVisible()
})

test('update the allow list after confirming, and toggle inbound ICMP', async ({ page }) => {
  await page.goto('/system/networking/allow-list')
  await page.getByRole('combobox', { name: 'Allow' }).selectOption('list')
  await page.getByRole('textbox', { name: 'Allowed networks' }).fill('203.0.113.0/24')
  await page.getByRole('button', { name: 'Save allow list' }).click()
  const confirm = page.getByRole('dialog', { name: 'Update allow list' })
  await expect(confirm.getByText(/lock yourself out/)).toBeVisible()
  await confirm.getByRole('button', { name: 'Update allow list' }).click()
  await expect(page.getByText(/^Currently: only 203\.0\.113\.0\/24/)).toBeVisible()
  // restore for other tests
  await page.getByRole('combobox', { name: 'Allow' }).selectOption('any')
  await page.getByRole('button', { name: 'Save allow list' }).click()
  await page.getByRole('dialog', { name: 'Update allow list' }).getByRole('button', { name: 'Update allow list' }).click()
  await expect(page.getByText(/^Currently: any source IP/)).toBeVisible()

  const icmp = page.getByRole('checkbox', { name: 'Allow inbound ICMP' })
  const before = await icmp.isChecked()
  await icmp.click()
  await expect(icmp).toBeChecked({ checked: !before })
  await icmp.click()
  await expect(icmp).toBeChecked({ checked: before })
})

test('create and delete a loopback address', async ({ page }) => {
  // the initial-infra lot's block is 192.0.2.1-31 (.30 is taken by the fixture)
  const address = `192.0.2.${2 + (Date.now() % 27)}`
  await page.goto('/system/networking/loopbacks')
  await page.getByRole('link', { name: 'New loopback address' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create loopback address' })
  await form.getByRole('combobox', { name: 'Switch location' }).selectOption('switch1')
  await form.getByRole('combobox', { name: 'Address lot' }).selectOption('initial-infra')
  await form.getByRole('textbox', { name: 'Address' }).fill(address)
  await form.getByRole('textbox', { name: 'Mask' }).fill('33')
  await form.getByRole('button', { name: 'Create loopback address' }).click()
  await expect(form.getByText('Mask must be a whole number from 0 to 32')).toBeVisible()
  await form.getByRole('textbox', { name: 'Mask' }).fill('32')
  await form.getByRole('button', { name: 'Create loopback address' }).click()
  await expect(page).toHaveURL(/\/system\/networking\/loopbacks$/)
  const row = table(page, 'Loopback addresses').getByRole('row').filter({ hasText: `${address}/32` })
  await expect(row).toContainText('switch1')
  await page.getByRole('button', { name: `${address}/32 actions` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete loopback address' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(row).toBeHidden()
})
