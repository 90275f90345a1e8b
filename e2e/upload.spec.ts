import { gzipSync } from 'node:zlib'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { makeRaw, pack, sha256, type Packed } from '../test-support/images'
import { writeQcow2 } from '../test-support/qcow2-writer'
import { signIn, unique } from './utils'

/**
 * Image upload in every format: the mock's stored disk content must equal the raw
 * original byte for byte (its test hook hashes what bulk writes put there). The mock keeps state
 * across tests, so every test works in a project of its own.
 */

async function newProject(page: Page) {
  const name = unique('upload')
  const res = await page.request.post('/v1/projects', { data: { name, description: 'upload e2e' } })
  expect(res.status()).toBe(201)
  return name
}

/** Files on disk, so a file picked twice has the same name, size and modification time. */
const dir = resolve(process.env.E2E_OUTPUT ?? 'test-results', 'upload-files')
function fileOf(name: string, bytes: Uint8Array) {
  mkdirSync(dir, { recursive: true })
  const path = join(dir, `${Date.now().toString(36)}-${name}`)
  writeFileSync(path, bytes)
  return path
}

async function openUploadForm(page: Page, project: string, disk: string, path: string) {
  await page.goto(`/projects/${project}/disks-new`)
  const form = page.getByRole('dialog', { name: 'Create disk' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(disk)
  await form.getByLabel('Upload an image file').check()
  await form.getByLabel(/^Image file/).setInputFiles(path)
  return form
}

async function storedSha(page: Page, disk: string, length: number) {
  const res = await page.request.get(`/v1/__mock/disk-content?disk=${disk}&length=${length}`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { sha256: string }).sha256
}

// Each test has a project and a session of its own (the mock holds writes per session): they run in parallel.
test.describe.configure({ mode: 'parallel' })

test.beforeEach(async ({ page }) => {
  await signIn(page)
})

const raw = makeRaw(3 * 1024 * 1024 + 100)
const formats: [Packed, string, { oneBlock?: boolean }?][] = [
  ['raw', 'raw'],
  ['qcow2', 'qcow2'],
  ['raw.gz', 'raw (gzip)'],
  ['raw.zst', 'raw (zstd)'],
  ['raw.xz', 'raw (xz)'],
  // one block: decoded as one stream on a decoder thread (blocks: on two, by turns)
  ['raw.xz', 'raw (xz)', { oneBlock: true }],
  ['qcow2.xz', 'qcow2 (xz)'],
]

// One test per format, each in a project of its own (all seven in one test took 53 s at the suite's load).
for (const [as, label, opts] of formats) {
  test(`A ${label}${opts?.oneBlock ? ' one-block' : ''} file uploads and the disk holds the raw original byte for byte`, async ({
    page,
  }) => {
    const project = await newProject(page)
    const disk = unique(as.replace('.', '-'))
    const form = await openUploadForm(page, project, disk, fileOf(`image.${as}`, pack(raw, as, opts)))
    await expect(form.getByText(`Format ${label}, 3 MiB; the disk will be 1 GiB`)).toBeVisible()
    await form.getByRole('button', { name: 'Upload and create disk' }).click()
    await expect(page.getByText(`Disk ${disk} created. SHA-256 of its content: ${sha256(raw)}`)).toBeVisible({
      timeout: 20_000,
    })
    expect(await storedSha(page, disk, raw.length)).toBe(sha256(raw))
  })
}

// Files the form refuses, with the reason it gives; one test each (four in one test outlasted 30 s at the suite's
// load).
const refused: [name: string, reason: string, bytes: () => Uint8Array][] = [
  [
    'bad.qcow2',
    'qcow2 header: cluster size 2^40 is invalid; the file is corrupt',
    () => {
      const qcow2 = writeQcow2(raw)
      qcow2[23] = 40 // cluster_bits
      return qcow2
    },
  ],
  [
    'cut.raw.xz',
    'The xz file is truncated or corrupt',
    () => {
      const xz = pack(raw, 'raw.xz')
      return xz.subarray(0, xz.length - 64)
    },
  ],
  [
    'sha.raw.xz',
    "This xz file's integrity check is SHA-256, which the xz decoder cannot verify",
    () => pack(raw, 'raw.xz', { check: 'sha256' }),
  ],
  [
    'joined.raw.gz',
    'This gzip file holds several gzip members',
    // two gzip files joined: Chromium's DecompressionStream reads the first member only
    () => new Uint8Array(Buffer.concat([gzipSync(raw.subarray(0, 1 << 20)), gzipSync(raw.subarray(1 << 20))])),
  ],
]

for (const [name, reason, bytes] of refused) {
  test(`${name} is refused with the reason before anything is created`, async ({ page }) => {
    const project = await newProject(page)
    const form = await openUploadForm(page, project, unique('refused'), fileOf(name, bytes()))
    await form.getByRole('button', { name: 'Upload and create disk' }).click()
    await expect(form.getByText(reason)).toBeVisible()
    await page.goto(`/projects/${project}/disks`)
    await expect(page.getByText('No disks')).toBeVisible()
  })
}

test('An upload pauses and resumes, and resumes after a reload from where it stopped', async ({ page }) => {
  test.slow()
  const project = await newProject(page)
  // the mock answers this session's first 4 bulk writes and holds the rest unanswered, so the
  // upload cannot finish while the test pauses and resumes it, however loaded the machine
  expect((await page.request.post('/v1/__mock/hold-writes?after=4')).status()).toBe(204)
  // about 24 writes: more than the 4 answered plus the most the worker keeps in flight (16), so
  // some are still to be sent when the test pauses
  const big = makeRaw(32 * 1024 * 1024, 0.5)
  const path = fileOf('big.raw', big)
  const disk = unique('resume')
  let form = await openUploadForm(page, project, disk, path)
  // a person uploads once the form has read the file and says what it holds
  await expect(form.getByText(/^Format raw/)).toBeVisible()
  await form.getByRole('button', { name: 'Upload and create disk' }).click()
  await form.getByRole('button', { name: 'Pause upload' }).click()
  await expect(form.getByText('Paused')).toBeVisible()
  await form.getByRole('button', { name: 'Resume upload' }).click()
  await expect(form.getByRole('button', { name: 'Pause upload' })).toBeVisible()
  await form.getByRole('button', { name: 'Pause upload' }).click()
  await expect(form.getByText('Paused')).toBeVisible()
  // paused, so no new write starts; the held ones are answered (held, they would keep the
  // browser's connections to the server busy and the reload could not load the page)
  expect((await page.request.post('/v1/__mock/hold-writes')).status()).toBe(204)

  // the tab goes away mid-import: the disk stays importing, and picking the same file resumes it
  await page.reload()
  form = page.getByRole('dialog', { name: 'Create disk' })
  await form.getByLabel('Upload an image file').check()
  await form.getByLabel(/^Image file/).setInputFiles(path)
  await expect(form.getByRole('note')).toContainText(`This file was being uploaded to disk ${disk} and stopped at`)
  await form.getByRole('button', { name: 'Resume import' }).click()
  await expect(page.getByText(`Disk ${disk} created. SHA-256 of its content: ${sha256(big)}`)).toBeVisible({
    timeout: 30_000,
  })
  expect(await storedSha(page, disk, big.length)).toBe(sha256(big))
})
