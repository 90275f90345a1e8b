import type { Locator, Page } from '@playwright/test'
import { expect, signIn, table, test } from './utils'

/** Addresses bookmarked from the reference console open our nearest page, not Not found. */

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

const h1 = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name, exact: true })
const cases: [from: string, to: RegExp, shows: (page: Page) => Locator][] = [
  ['/settings', /\/settings\/profile$/, h1('Profile')],
  ['/system/networking', /\/system\/networking\/ip-pools$/, h1('IP pools')],
  [
    '/images/ubuntu-24-04',
    /\/images\/ubuntu-24-04\/edit$/,
    (p) => p.getByRole('heading', { name: 'Image ubuntu-24-04' }),
  ],
  [
    '/projects/mock-project/images/image-1',
    /\/projects\/mock-project\/images\/image-1\/edit$/,
    (p) => p.getByRole('heading', { name: 'Image image-1' }),
  ],
  ['/system/silos/myriad/scim', /\/system\/silos\/myriad\/scim-tokens$/, (p) => table(p, 'SCIM tokens')],
]

for (const [from, to, shows] of cases) {
  test(`${from} leads to our page for it`, async ({ page }) => {
    await page.goto(from)
    await expect(page).toHaveURL(to)
    await expect(shows(page)).toBeVisible()
  })
}
