import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, row, signIn, table, test } from './utils'

/**
 * Physical disks and hardware: disk adoption, a physical disk's page, a sled's
 * disks, a rack's page (and its front view) and a switch's page. Each adoption test uses its own
 * fixture disk and leaves it as it found it, so the tests run alone or in any order.
 */

const inventoryTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Inventory sections' }).getByRole('link', { name, exact: true })
const unadopted = (page: Page, serial: string) => row(page, 'Unadopted disks', { text: serial })
const requestRow = (page: Page, serial: string) => row(page, 'Adoption requests', { text: serial })

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

test('adopting a disk is confirmed with what it does, moves it to the requests, and disabling moves it back', async ({
  page,
}) => {
  await page.goto('/system/inventory')
  await inventoryTab(page, 'Unadopted disks').click()
  await expect(page).toHaveURL(/\/system\/inventory\/unadopted-disks$/)
  const disk = unadopted(page, 'U2-NEW-0002')
  await expect(disk.getByRole('link', { name: 'BRM42221000' })).toBeVisible()
  await expect(requestRow(page, 'U2-NEW-0002')).toHaveCount(0)

  await page.getByRole('button', { name: 'Disk U2-NEW-0002 actions' }).click()
  // nothing to withdraw yet: disabled, with the reason
  await expect(page.getByRole('menuitem', { name: /^Disable adoption/ })).toBeDisabled()
  await expect(page.getByRole('menuitem', { name: /^Disable adoption/ })).toContainText(
    'Only available when the disk is awaiting adoption',
  )
  await page.getByRole('menuitem', { name: /^Enable adoption/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Enable adoption' })
  await expect(dialog).toContainText('U2-NEW-0002')
  await expect(dialog).toContainText('in sled BRM42221000, slot 6')
  await expect(dialog).toContainText('whatever the disk holds now is erased')
  await dialog.getByRole('button', { name: 'Enable adoption' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Adoption of disk U2-NEW-0002 enabled' })).toBeVisible()
  // as on the server, a requested disk is listed among the requests only
  await expect(requestRow(page, 'U2-NEW-0002')).toBeVisible()
  await expect(disk).toHaveCount(0)

  await page.getByRole('button', { name: 'Request for U2-NEW-0002 actions' }).click()
  await page.getByRole('menuitem', { name: /^Disable adoption/ }).click()
  const disable = page.getByRole('dialog', { name: 'Disable adoption' })
  await expect(disable).toContainText('its contents untouched')
  await disable.getByRole('button', { name: 'Disable adoption' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Adoption of disk U2-NEW-0002 disabled' })).toBeVisible()
  await expect(requestRow(page, 'U2-NEW-0002')).toHaveCount(0)
  await expect(disk).toBeVisible()
})

test('an expunged disk is re-adopted from its own page; an in-service one cannot be', async ({ page }) => {
  await page.goto('/system/inventory/disks')
  await table(page, 'Physical disks').getByRole('link', { name: 'U2-BRM42221000-1' }).click()
  await expect(page.getByRole('main')).toContainText('Adopted')
  await page.getByRole('button', { name: 'Disk actions' }).click()
  await expect(page.getByRole('menuitem', { name: /^Enable adoption/ })).toBeDisabled()
  await expect(page.getByRole('menuitem', { name: /^Enable adoption/ })).toContainText(
    'Only available when the disk is unadopted',
  )
  await page.keyboard.press('Escape')

  // sled BRM42221007 is expunged, and its disks with it
  await page.goto('/system/inventory/disks')
  await table(page, 'Physical disks').getByRole('link', { name: 'U2-BRM42221007-2' }).click()
  const main = page.getByRole('main')
  await expect(main).toContainText('Expunged')
  await expect(main).toContainText('Not adopted')
  await page.getByRole('button', { name: 'Disk actions' }).click()
  await page.getByRole('menuitem', { name: /^Enable adoption/ }).click()
  await page.getByRole('dialog', { name: 'Enable adoption' }).getByRole('button', { name: 'Enable adoption' }).click()
  await expect(main).toContainText('Awaiting adoption')
  await page.getByRole('button', { name: 'Disk actions' }).click()
  await page.getByRole('menuitem', { name: /^Disable adoption/ }).click()
  await page.getByRole('dialog', { name: 'Disable adoption' }).getByRole('button', { name: 'Disable adoption' }).click()
  await expect(main).toContainText('Not adopted')
})

test('a refused adoption shows the server’s error and changes nothing', async ({ page, trap }) => {
  trap.allow(/500/)
  await page.goto('/system/inventory/unadopted-disks')
  await page.getByRole('button', { name: 'Disk adopt-500 actions' }).click()
  await page.getByRole('menuitem', { name: /^Enable adoption/ }).click()
  await page.getByRole('dialog', { name: 'Enable adoption' }).getByRole('button', { name: 'Enable adoption' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Could not enable adoption' })).toBeVisible()
  await expect(unadopted(page, 'adopt-500')).toBeVisible()
  await expect(requestRow(page, 'adopt-500')).toHaveCount(0)
})

test('a physical disk’s page is reached from the disks list and from its sled’s disks tab', async ({ page }) => {
  await page.goto('/system/inventory/disks')
  await table(page, 'Physical disks').getByRole('link', { name: 'U2-BRM42221001-2' }).click()
  await expect(page.getByRole('heading', { name: 'Physical disk U2-BRM42221001-2' })).toBeVisible()
  for (const text of ['1b96', 'WUS4C6432DSP3X3', 'U.2', 'In service', 'active'])
    await expect(page.getByRole('main')).toContainText(text)

  await page.getByRole('link', { name: 'Sled BRM42221001' }).click()
  await expect(page.getByRole('heading', { name: 'Sled BRM42221001' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Sled sections' }).getByRole('link', { name: 'Disks' }).click()
  await expect(page).toHaveURL(/\/disks$/)
  const disks = table(page, 'Physical disks in this sled')
  await expect(disks.getByRole('row')).toHaveCount(6) // header + 5 disks
  await disks.getByRole('link', { name: 'M2-BRM42221001-4' }).click()
  await expect(page.getByRole('heading', { name: 'Physical disk M2-BRM42221001-4' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('M.2')
})

test('a rack’s page and a switch’s page are reached from the inventory; the switch links its ports', async ({
  page,
}) => {
  await page.goto('/system/inventory/rack')
  const front = page.getByRole('region', { name: /^Rack .*, front$/ })
  await front.getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/system\/inventory\/racks\/[0-9a-f-]+$/)
  await expect(page.getByRole('heading', { name: /^Rack [0-9a-f-]+$/, level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: /, front$/ }).getByRole('link', { name: 'BRM42221000' })).toBeVisible()

  await page.getByRole('link', { name: 'BRM44210001' }).click()
  await expect(page.getByRole('heading', { name: 'Switch BRM44210001' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('913-0000006')
  const ports = table(page, 'Switch ports of this rack')
  await expect(row(page, ports, { text: 'switch1' }).first()).toBeVisible()
  await ports.getByRole('row').filter({ hasText: 'switch1' }).getByRole('link', { name: 'qsfp0' }).click()
  await expect(page).toHaveURL(/\/system\/networking\/switch-ports\/.+\/switch1\/qsfp0$/)

  await page.goto('/system/inventory/switches')
  await table(page, 'Switches').getByRole('link', { name: 'BRM44210000' }).click()
  await expect(page.getByRole('heading', { name: 'Switch BRM44210000' })).toBeVisible()
})

test('an unknown disk, rack or switch id is not found', async ({ page, trap }) => {
  trap.allow(/status of 404/)
  const nobody = '00000000-0000-4000-8000-00000000dead'
  for (const path of ['disks', 'racks', 'switches']) {
    await page.goto(`/system/inventory/${path}/${nobody}`)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  }
})

test('an instance names the sled it runs on, and the sled links back to the instance', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/storage')
  const sled = page.getByRole('definition').getByRole('link', { name: /^BRM/ })
  await expect(sled).toBeVisible()
  const serial = await sled.innerText()
  await sled.click()
  await expect(page.getByRole('heading', { name: `Sled ${serial}` })).toBeVisible()
  await row(page, 'Instances on this sled', 'db1').getByRole('link', { name: 'db1' }).click()
  await expect(page).toHaveURL(/\/projects\/mock-project\/instances\/db1(\/storage)?$/)
  await expect(page.getByRole('heading', { name: 'db1' })).toBeVisible()

  // the sleds list counts what runs on each, linked to the sled's instances
  await page.goto('/system/inventory/sleds')
  await expect(row(page, 'Sleds', serial).getByRole('link', { name: /^\d+$/ })).toBeVisible()
})

test('the palette finds which sled runs an instance', async ({ page }) => {
  await page.goto('/system/inventory/sleds')
  await expect(row(page, 'Sleds', 'BRM42221000')).toBeVisible()
  await page.keyboard.press('Control+k')
  const box = page.getByRole('combobox', { name: 'Search pages and actions' })
  // the palette's code loads on first use: on a loaded machine that has taken over 5 s
  await expect(box).toBeFocused({ timeout: 15_000 })
  await page.keyboard.type('db1')
  const sled = page.getByRole('option', { name: /Sled running db1 · Sled BRM\d+/ })
  await expect(sled).toBeVisible({ timeout: 20_000 })
  await sled.click()
  await expect(page).toHaveURL(/\/system\/inventory\/sleds\/[^/]+\/instances$/)
  await expect(row(page, 'Instances on this sled', 'db1')).toBeVisible()
})

test.describe('rack view', () => {
  test('shows every sled of the mock in its cubby, the switches and the empty cubbies, and opens a sled', async ({
    page,
  }) => {
    const sleds = (await (await page.request.get('/v1/system/hardware/sleds?limit=100')).json()).items as {
      slot: number
      baseboard: { serial: string }
    }[]
    expect(sleds.length).toBeGreaterThan(0)
    await page.goto('/system/inventory/sleds')
    await page.getByRole('navigation', { name: 'Inventory sections' }).getByRole('link', { name: 'Rack' }).click()
    const rack = page.getByRole('region', { name: /^Rack .*, front$/ })
    for (const s of sleds) {
      await expect(
        rack.getByRole('link', { name: new RegExp(`^Cubby ${s.slot}: ${s.baseboard.serial} `) }),
      ).toBeVisible()
    }
    // Not an uninitialized sled's cubby: e2e/inventory.spec.ts adds those to the rack while this runs (a cubby read
    // as empty here may have just been filled there).
    const waiting = (await (await page.request.get('/v1/system/hardware/sleds-uninitialized')).json()).items as {
      cubby: number
    }[]
    const taken = new Set([...sleds.map((s) => s.slot), ...waiting.map((s) => s.cubby)])
    const empty = Array.from({ length: 32 }, (_, i) => i).find((c) => !taken.has(c))
    await expect(rack.getByText(`Cubby ${empty}: empty`)).toBeVisible()
    await expect(rack.getByRole('list', { name: 'Switches' }).getByRole('listitem')).toHaveCount(2)
    // the usage is in the link's name for a screen reader
    await expect(
      rack.getByRole('link', { name: new RegExp(`^Cubby 0: .*CPU \\d+ of 128 threads, memory`) }),
    ).toBeVisible()
    await expectNoA11yViolations(page)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectNoA11yViolations(page)
    const first = sleds[0]
    await rack.getByRole('link', { name: new RegExp(`^Cubby ${first.slot}: ${first.baseboard.serial} `) }).click()
    await expect(page.getByRole('heading', { name: `Sled ${first.baseboard.serial}` })).toBeVisible()
  })
})
