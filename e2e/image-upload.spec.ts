import type { Page } from '@playwright/test'
import { expect, signIn, test, unique } from './utils'

/**
 * images-new uploads an image file in one step: a temporary
 * disk and snapshot are made and removed again, on success and on failure.
 * Each test works in a project of its own.
 */

async function newProject(page: Page) {
  const name = unique('e2e-upload')
  expect((await page.request.post('/v1/projects', { data: { name, description: 'image-upload e2e' } })).status()).toBe(
    201,
  )
  return name
}

async function names(page: Page, url: string) {
  return ((await (await page.request.get(url)).json()).items as { name: string }[]).map((i) => i.name)
}

async function fillUpload(page: Page, name: string) {
  const form = page.getByRole('dialog', { name: 'Upload image' })
  await page.getByRole('textbox', { name: /^Name/ }).click()
  await page.keyboard.type(name)
  await page.getByRole('textbox', { name: /^OS/ }).click()
  await page.keyboard.type('alpine')
  await page.getByRole('textbox', { name: /^Version/ }).click()
  await page.keyboard.type('3.21')
  // a file chooser is the one thing typed input cannot reach
  const bytes = Buffer.alloc(3 * 1024 * 1024, 0)
  bytes.fill(0x5a, 0, 1024 * 1024)
  await page
    .getByLabel(/^Image file/)
    .setInputFiles({ name: 'alpine.raw', mimeType: 'application/octet-stream', buffer: bytes })
  return form
}

test('uploading an image file makes the image and leaves no temporary disk or snapshot', async ({ page }) => {
  await signIn(page)
  const project = await newProject(page)
  const name = unique('img')
  await page.goto(`/projects/${project}/images-new`)
  await fillUpload(page, name)
  await page.getByRole('button', { name: 'Upload image' }).click()
  await expect(page.getByText(`Image ${name} created`)).toBeVisible({ timeout: 20_000 })
  await expect(page).toHaveURL(new RegExp(`/projects/${project}/images$`))
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible()
  expect(await names(page, `/v1/disks?project=${project}`)).toEqual([])
  expect(await names(page, `/v1/snapshots?project=${project}`)).toEqual([])
})

test('a failed image step says which, keeps the form and removes the temporary disk and snapshot', async ({
  page,
  trap,
}) => {
  trap.allow(/failed: 500|status of 500/)
  await signIn(page)
  const project = await newProject(page)
  await page.goto(`/projects/${project}/images-new`)
  // the mock answers 500 to creating anything named create-500 (web/mock/README.md)
  await fillUpload(page, 'create-500')
  await page.getByRole('button', { name: 'Upload image' }).click()
  await expect(page.getByText(/Create image failed: .*The temporary disk and snapshot were removed\./)).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByRole('textbox', { name: /^OS/ })).toHaveValue('alpine')
  expect(await names(page, `/v1/disks?project=${project}`)).toEqual([])
  expect(await names(page, `/v1/snapshots?project=${project}`)).toEqual([])
})
