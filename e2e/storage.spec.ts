import { gzipSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { createDisk, createProject, row, signIn, unique } from './utils'

/**
 * Disks, snapshots, images and affinity groups (the rules: screens, states). The mock keeps state across
 * tests, so every test makes uniquely named resources, most in a project of its own.
 */

/** A fresh project through the API, as the signed-in user (shares the page's session cookie). */
const newProject = (page: Page) => createProject(page, 'storage', 'storage e2e')

const newBlankDisk = (page: Page, project: string) => createDisk(page, project)

/** A dialog's own heading: the dialog element itself reads as hidden to Playwright. */
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })

async function openRowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `${name} actions` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

test('Creating a blank disk lists it as detached with its size', async ({ page }) => {
  const project = await newProject(page)
  const disk = unique('blank')
  await page.goto(`/projects/${project}/disks`)
  await page.getByRole('link', { name: 'New disk' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create disk' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(disk)
  await form.getByLabel('Size (GiB)').fill('2')
  await form.getByRole('combobox', { name: 'Block size' }).selectOption('512')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(heading(page, 'Create disk')).toBeHidden()
  await expect(row(page, 'Disks', disk)).toContainText('detached')
  await expect(row(page, 'Disks', disk)).toContainText('2 GiB')
})

test('A local disk is made from the disk create form: no source, just a size', async ({ page }) => {
  const project = await newProject(page)
  const disk = unique('local')
  await page.goto(`/projects/${project}/disks-new`)
  const form = page.getByRole('dialog', { name: 'Create disk' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).click()
  await page.keyboard.type(disk)
  // a source picked first does not carry over to a local disk
  await form.getByRole('radio', { name: 'Image', exact: true }).check()
  await form.getByRole('radio', { name: /^Local/ }).check()
  await expect(form.getByRole('group', { name: 'Source' })).toBeHidden()
  await expect(form.getByRole('combobox', { name: /^Image/ })).toBeHidden()
  await form.getByLabel('Size (GiB)').fill('3')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(heading(page, 'Create disk')).toBeHidden()
  await expect(row(page, 'Disks', disk)).toContainText('Local')
  await expect(row(page, 'Disks', disk)).toContainText('3 GiB')
})

test('Delete is disabled for an attached disk, with the reason', async ({ page }) => {
  await page.goto('/projects/mock-project/disks')
  await expect(row(page, 'Disks', 'disk-1')).toContainText('attached')
  await page.getByRole('button', { name: 'disk-1 actions' }).click()
  const del = page.getByRole('menuitem', { name: /^Delete/ })
  await expect(del).toBeDisabled()
  await expect(del).toContainText('Only available when the disk is detached or faulted')
})

test('Uploading a 5 MiB image file shows progress and creates the disk', async ({ page }) => {
  test.slow()
  const project = await newProject(page)
  const disk = unique('upload')
  await page.goto(`/projects/${project}/disks-new`)
  const form = page.getByRole('dialog', { name: 'Create disk' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(disk)
  await form.getByLabel('Upload an image file').check()
  const buffer = Buffer.alloc(5 * 1024 * 1024)
  for (let i = 0; i < buffer.length; i += 4096) buffer[i] = (i / 4096) % 255 || 1
  await form
    .getByLabel(/^Image file/)
    .setInputFiles({ name: 'image.raw', mimeType: 'application/octet-stream', buffer })
  await expect(form.getByText('5 MiB; the disk will be 1 GiB')).toBeVisible()

  // Record every value the bar shows, however fast the mock answers.
  await page.evaluate(() => {
    const w = window as unknown as { seen: number[] }
    w.seen = []
    new MutationObserver(() => {
      const bar = document.querySelector('progress')
      if (bar) w.seen.push(bar.value)
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
  })
  await form.getByRole('button', { name: 'Upload and create disk' }).click()
  await expect(form.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
  // 10 chunks of 512 KiB through create, start, write, stop and finalize
  await expect(page.getByText(`Disk ${disk} created`)).toBeVisible({ timeout: 20_000 })
  await expect(heading(page, 'Create disk')).toBeHidden()
  const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen)
  expect(seen.some((v) => v > 0 && v < 100)).toBe(true)
  expect(seen.every((v, i) => i === 0 || v >= seen[i - 1])).toBe(true)
  await expect(row(page, 'Disks', disk)).toContainText('detached')
  await expect(row(page, 'Disks', disk)).toContainText('1 GiB')
})

test('Upload pressed while the file is still being read is kept and starts once it is read', async ({ page }) => {
  const project = await newProject(page)
  await page.goto(`/projects/${project}/disks-new`)
  const form = page.getByRole('dialog', { name: 'Create disk' })
  // sentinel name (mock README): bulk-write-start answers 500, which shows the upload did start
  await form.getByRole('textbox', { name: 'Name', exact: true }).click()
  await page.keyboard.type('import-start-500')
  await form.getByLabel('Upload an image file').check()
  // a gzip file is read whole to learn its size: 256 MiB of zeros keeps the form reading for a while. Level 1
  // compresses it in a quarter of the CPU time of the default (it took seconds of a loaded machine).
  const gz = gzipSync(Buffer.alloc(256 * 1024 * 1024), { level: 1 })
  await form.getByLabel(/^Image file/).setInputFiles({ name: 'image.raw.gz', mimeType: 'application/gzip', buffer: gz })
  await form.getByRole('button', { name: 'Upload and create disk' }).click()
  // the press landed while the file was still being read, and is kept
  await expect(
    form.getByText('Still reading the file: the upload starts once its format and size are known'),
  ).toBeVisible()
  await expect(form.getByRole('alert').filter({ hasText: 'Start import failed:' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('No disks')).toBeVisible()
})

test('A failed import step is named, and the half-made disk is removed', async ({ page }) => {
  const project = await newProject(page)
  await page.goto(`/projects/${project}/disks-new`)
  const form = page.getByRole('dialog', { name: 'Create disk' })
  // sentinel name (mock README): bulk-write-start answers 500
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('import-start-500')
  await form.getByLabel('Upload an image file').check()
  await form
    .getByLabel(/^Image file/)
    .setInputFiles({ name: 'image.raw', mimeType: 'application/octet-stream', buffer: Buffer.alloc(1024 * 1024, 7) })
  await form.getByRole('button', { name: 'Upload and create disk' }).click()
  await expect(form.getByRole('alert').filter({ hasText: 'Start import failed:' })).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('import-start-500')
  await expect(page.getByText('No disks')).toBeVisible()
})

test('A snapshot becomes an image, which is promoted to the silo and demoted back', async ({ page }) => {
  const project = await newProject(page)
  const disk = await newBlankDisk(page, project)
  const snapshot = unique('snap')
  const image = unique('img')

  await page.goto(`/projects/${project}/snapshots-new`)
  const snapForm = page.getByRole('dialog', { name: 'Create snapshot' })
  await snapForm.getByRole('button', { name: 'Create snapshot' }).click()
  await expect(snapForm.getByRole('alert').filter({ hasText: 'Name is required' })).toBeVisible()
  await expect(snapForm.getByRole('alert').filter({ hasText: 'Disk is required' })).toBeVisible()
  await snapForm.getByRole('textbox', { name: 'Name', exact: true }).click()
  await page.keyboard.type(snapshot)
  // after the first submit the messages follow the values
  await expect(snapForm.getByRole('alert').filter({ hasText: 'Name is required' })).toBeHidden()
  await snapForm.getByRole('combobox', { name: 'Disk' }).selectOption(disk)
  await snapForm.getByRole('button', { name: 'Create snapshot' }).click()
  await expect(heading(page, 'Create snapshot')).toBeHidden()
  await expect(row(page, 'Snapshots', snapshot)).toContainText('ready')

  await openRowAction(page, snapshot, 'Create image')
  const imageForm = page.getByRole('dialog', { name: 'Create image' })
  await expect(imageForm.getByLabel('Snapshot')).toHaveValue(snapshot)
  await imageForm.getByRole('textbox', { name: 'Name', exact: true }).fill(image)
  await imageForm.getByRole('textbox', { name: 'OS' }).fill('debian')
  await imageForm.getByRole('textbox', { name: 'Version' }).fill('12')
  await imageForm.getByRole('button', { name: 'Create image' }).click()
  await expect(heading(page, 'Create image')).toBeHidden()
  await expect(page).toHaveURL(`/projects/${project}/images`)
  await expect(row(page, 'Images', image)).toContainText('debian')

  await openRowAction(page, image, 'Promote')
  await page.getByRole('dialog', { name: 'Promote image' }).getByRole('button', { name: 'Promote' }).click()
  await expect(page.getByText(`Image ${image} promoted`)).toBeVisible()
  await expect(row(page, 'Images', image)).toHaveCount(0)

  await page.goto('/images')
  await expect(row(page, 'Silo images', image)).toBeVisible()
  await openRowAction(page, image, 'Demote')
  const demote = page.getByRole('dialog', { name: 'Demote image' })
  await demote.getByRole('button', { name: 'Demote' }).click()
  await expect(demote.getByText('Project is required')).toBeVisible()
  await demote.getByRole('combobox', { name: 'Project' }).selectOption(project)
  await expect(demote.getByText('Project is required')).toBeHidden()
  await demote.getByRole('button', { name: 'Demote' }).click()
  await expect(heading(page, 'Demote image')).toBeHidden()
  await expect(row(page, 'Silo images', image)).toHaveCount(0)

  await page.goto(`/projects/${project}/images`)
  await expect(row(page, 'Images', image)).toBeVisible()
})

test('An anti-affinity group is created and a stopped instance added; a running one is refused with the reason', async ({
  page,
}) => {
  const group = unique('spread')
  await page.goto('/projects/mock-project/affinity-new')
  const form = page.getByRole('dialog', { name: 'Create group' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(group)
  await form.getByRole('combobox', { name: 'Policy' }).selectOption('allow')
  await form.getByRole('button', { name: 'Create group' }).click()
  await expect(heading(page, 'Create group')).toBeHidden()
  await expect(page.getByRole('heading', { name: group })).toBeVisible()
  await expect(page.getByText('No members')).toBeVisible()

  await page.getByRole('button', { name: 'Add instance' }).click()
  const add = page.getByRole('dialog', { name: 'Add instance' })
  await expect(add.getByRole('option', { name: 'db1 (Only available when the instance is stopped)' })).toBeDisabled()
  await add.getByRole('button', { name: 'Add instance' }).click()
  await expect(add.getByText('Instance is required')).toBeVisible()
  await add.getByRole('combobox', { name: 'Instance' }).selectOption('db2')
  await add.getByRole('button', { name: 'Add instance' }).click()
  await expect(heading(page, 'Add instance')).toBeHidden()
  await expect(row(page, 'Members', 'db2')).toContainText('stopped')

  await page.goto('/projects/mock-project/affinity')
  await expect(row(page, 'Anti-affinity groups', group)).toContainText('allow')
})

test('An affinity group links to its own detail page', async ({ page }) => {
  const group = unique('pair')
  await page.goto('/projects/mock-project/affinity-new')
  const form = page.getByRole('dialog', { name: 'Create group' })
  await form.getByLabel('Affinity', { exact: true }).check()
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(group)
  await form.getByRole('button', { name: 'Create group' }).click()
  await expect(page.getByRole('heading', { name: group })).toBeVisible()
  await expect(page.getByText('Affinity group', { exact: true })).toBeVisible()

  await page.goto('/projects/mock-project/affinity')
  // The anti-affinity groups above (a read of their own) settle first, so Affinity groups does not move.
  await expect(row(page, 'Anti-affinity groups', 'anti-affinity-group')).toBeVisible()
  await row(page, 'Affinity groups', group).getByRole('link', { name: group }).click()
  await expect(page.getByRole('heading', { name: group })).toBeVisible()
})
