/** Steps in forms that several specs take alike. Re-exported by e2e/utils.ts. */
import type { Locator } from '@playwright/test'

/**
 * Picks, in the create-instance form's Image box, the option for the image named `image`: an option's label goes on
 * with the image's size and OS, so it is found by how it starts.
 */
export async function chooseImage(form: Locator, image: string) {
  const box = form.getByRole('combobox', { name: /^Image/ })
  const labels = await box.locator('option').allTextContents()
  await box.selectOption({ label: labels.find((l) => l.startsWith(`${image} `))! })
}
