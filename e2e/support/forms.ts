/** Steps in forms and menus that several specs take alike. Re-exported by e2e/utils.ts. */
import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Picks, in the create-instance form's Image box, the option for the image named `image`: an option's label goes on
 * with the image's size and OS, so it is found by how it starts.
 */
export async function chooseImage(form: Locator, image: string) {
  const box = form.getByRole('combobox', { name: /^Image/ })
  const labels = await box.locator('option').allTextContents()
  await box.selectOption({ label: labels.find((l) => l.startsWith(`${image} `))! })
}

/**
 * Opens a row's action menu (its button is named "<row> actions"), finds `item` disabled (a disabled item's name
 * ends with the reason it is off), and closes the menu with Escape.
 */
export async function expectActionDisabled(page: Page, row: string, item: string) {
  await page.getByRole('button', { name: `${row} actions`, exact: true }).click()
  await expect(page.getByRole('menuitem', { name: item })).toBeDisabled()
  await page.keyboard.press('Escape')
}
