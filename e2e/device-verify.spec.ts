import { expect, signIn, test } from './utils'

/** the device page takes the code at once, without a click first. */
test('/device/verify focuses the first box, so the code is typed straight away', async ({ page, trap }) => {
  trap.allow(/40\d/)
  await signIn(page)
  await page.goto('/device/verify')
  await expect(page.getByLabel('Character 1 of 8')).toBeFocused()
  await page.keyboard.type('zzzzzzzz')
  await expect(page.getByLabel('Character 8 of 8')).toHaveValue('Z')
})
