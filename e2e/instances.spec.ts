import type { Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
// `test` from utils fails a test on page errors, console errors and CSP violations
import { createDisk, createProject, expect, row, settledInstance, signIn, test, unique } from './utils'

/**
 * Instances (the rules: screens routes, §4 run-state rules). The mock keeps state across
 * tests, so every test that changes something works on instances it creates
 * itself, with unique names, in a project of its own where it reads a list
 * (mock-project fills up with every run's instances); db1 (running) and db2
 * (stopped) are only read.
 */

const project = 'mock-project'
const listUrl = `/projects/${project}/instances`

type RunState = 'creating' | 'starting' | 'running' | 'stopping' | 'stopped'

/** A small instance through the API (no NICs, no disks), settled in its end state. */
const newInstance = (page: Page, inProject: string, { start }: { start: boolean }) =>
  settledInstance(page, { project: inProject, prefix: 'e2e-inst', description: 'instances e2e', start })

const newProject = (page: Page) => createProject(page, 'e2e-instances', 'instances e2e')

/**
 * The run states a badge shows until it reads `until`, in order, without repeats.
 * The mock settles a transition 1-3 s after it starts, so a slow page may not see
 * every step; what it does see must come in this order and end at `until`.
 */
async function statesSeen(read: () => Promise<string>, until: RunState): Promise<RunState[]> {
  const seen: RunState[] = []
  await expect
    .poll(
      async () => {
        const state = (await read()).match(/creating|starting|running|stopping|stopped|rebooting|failed/)?.[0] as
          RunState | undefined
        if (state && seen[seen.length - 1] !== state) seen.push(state)
        return state
      },
      { timeout: 15_000, intervals: [100] },
    )
    .toBe(until)
  return seen
}

/** `seen` is an in-order subsequence of `path` that ends with its last element. */
function followsPath(seen: RunState[], path: RunState[]) {
  let at = 0
  for (const s of seen) {
    at = path.indexOf(s, at)
    if (at < 0) return false
  }
  return seen[seen.length - 1] === path[path.length - 1]
}

const newDetachedDisk = (page: Page, inProject: string) =>
  createDisk(page, inProject, { name: unique('e2e-disk'), description: 'instances e2e', blockSize: 512 })

const table = (page: Page, name = 'Instances') => page.getByRole('table', { name })

async function openRowMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `${name} actions` }).click()
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

test('The list shows db1 running and db2 stopped', async ({ page }) => {
  await page.goto(listUrl)
  await expect(page.getByRole('heading', { name: 'Instances' })).toBeVisible()
  await expect(row(page, 'Instances', 'db1')).toContainText('running')
  await expect(row(page, 'Instances', 'db2')).toContainText('stopped')
  await expect(page.getByRole('link', { name: 'New instance' }).first()).toBeVisible()
})

test('Start is disabled on a running instance, with the reason from the rules', async ({ page }) => {
  await page.goto(listUrl)
  await openRowMenu(page, 'db1')
  const start = page.getByRole('menuitem', { name: /^Start/ })
  await expect(start).toBeDisabled()
  await expect(start).toContainText('Only available when the instance is stopped or failed')
  // stop is allowed while running (the rules: states)
  await expect(page.getByRole('menuitem', { name: /^Stop/ })).toBeEnabled()
})

test('Stopping a running instance goes stopping, then stopped', async ({ page }) => {
  const own = await newProject(page)
  const name = await newInstance(page, own, { start: true })
  await page.goto(`/projects/${own}/instances`)
  await expect(row(page, 'Instances', name)).toContainText('running')
  // First steps above settles first (reads of its own, slow under load), so the rows do not move under a click.
  await expect(page.getByRole('heading', { name: 'First steps' })).toBeVisible({ timeout: 20_000 })
  await openRowMenu(page, name)
  await page.getByRole('menuitem', { name: /^Stop/ }).click()
  await expect(page.getByText(`Instance ${name} is stopping`)).toBeVisible()
  // the list polls while a row is transitional, so it reaches stopped without a reload
  const seen = await statesSeen(() => row(page, 'Instances', name).innerText(), 'stopped')
  expect(followsPath(seen, ['running', 'stopping', 'stopped']), seen.join(' -> ')).toBe(true)
})

test('Creating an instance from an image: it starts, then runs', async ({ page, trap }) => {
  // the duplicate name below is refused on purpose
  trap.allow(/status of 400 \(Bad Request\)/)
  const name = unique('e2e-new')
  await page.goto(`${listUrl}-new`)
  const form = page.getByRole('form', { name: 'Create instance' })
  await form.getByRole('button', { name: 'Create instance' }).click()
  await expect(form.getByText('Name is required').first()).toBeVisible()
  await expect(form.getByRole('alert').filter({ hasText: 'Image is required' })).toBeVisible()

  // a server error shows at the top and keeps everything typed
  await form.getByRole('textbox', { name: /^Name/ }).fill('db1')
  await form
    .getByRole('combobox', { name: /^Image/ })
    .selectOption({ label: (await imageOptionLabel(page, 'image-1'))! })
  await form.getByRole('textbox', { name: 'User data' }).fill('#cloud-config')
  await form.getByRole('button', { name: 'Create instance' }).click()
  await expect(form.getByRole('alert').filter({ hasText: 'Error' })).toContainText('Instance name already exists')
  await expect(form.getByRole('textbox', { name: 'User data' })).toHaveValue('#cloud-config')

  await form.getByRole('textbox', { name: /^Name/ }).fill(name)
  await form.getByRole('button', { name: 'Create instance' }).click()

  await expect(page).toHaveURL(new RegExp(`/projects/${project}/instances/${name}/storage$`))
  // the page polls while the instance is transitional, so it reaches running without a reload
  const heading = page.getByRole('heading', { name: new RegExp(name) })
  const seen = await statesSeen(() => heading.innerText(), 'running')
  expect(followsPath(seen, ['creating', 'starting', 'running']), seen.join(' -> ')).toBe(true)
  // the boot disk was made from the image, named after instance and image (the rules: validation)
  await expect(table(page, 'Boot disk')).toContainText(new RegExp(`${name}-image-1-[0-9a-f]{6}`))
})

async function imageOptionLabel(page: Page, image: string) {
  const labels = await page
    .getByRole('combobox', { name: /^Image/ })
    .locator('option')
    .allTextContents()
  return labels.find((l) => l.startsWith(`${image} `))
}

test('Deleting a stopped instance asks for confirmation, saying its disk is detached and kept', async ({ page }) => {
  const own = await newProject(page)
  const name = await newInstance(page, own, { start: false })
  const disk = await newDetachedDisk(page, own)
  const attached = await page.request.post(`/v1/instances/${name}/disks/attach?project=${own}`, { data: { disk } })
  expect(attached.status()).toBe(202)
  await page.goto(`/projects/${own}/instances`)
  // First steps above settles first (reads of its own, slow under load), so the rows do not move under a click.
  await expect(page.getByRole('heading', { name: 'First steps' })).toBeVisible({ timeout: 20_000 })
  await openRowMenu(page, name)
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete instance' })
  await expect(dialog).toContainText(name)
  await expect(dialog.getByRole('list', { name: 'What happens to what is attached' })).toContainText(
    `Its disk ${disk} is detached and kept.`,
  )
  await page.screenshot({ path: test.info().outputPath('instance-delete-dialog.png') })
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(row(page, 'Instances', name)).toHaveCount(0)
  // as the dialog said: the disk is still there, detached
  await page.goto(`/projects/${own}/disks`)
  await expect(row(page, 'Disks', disk)).toContainText('detached')
})

test('Attaching and detaching a disk on a stopped instance', async ({ page }) => {
  const own = await newProject(page)
  const name = await newInstance(page, own, { start: false })
  const disk = await newDetachedDisk(page, own)
  await page.goto(`/projects/${own}/instances/${name}`)
  await expect(page).toHaveURL(new RegExp(`/instances/${name}/storage$`))
  // The boot disk table above settles first (the disks, a read of their own), so Attach does not move under the click.
  await expect(page.getByRole('heading', { name: 'No boot disk' })).toBeVisible()

  await page.getByRole('button', { name: 'Attach existing disk' }).click()
  const dialog = page.getByRole('dialog', { name: 'Attach disk' })
  // nothing picked: the form says so and sends nothing
  await dialog.getByRole('button', { name: 'Attach disk' }).click()
  await expect(dialog.getByText('Disk is required')).toBeVisible()
  // a searchable picker: type part of the name where the focus lands, then choose
  await dialog.getByRole('combobox', { name: /^Disk/ }).click()
  await page.keyboard.type(disk)
  await page.getByRole('option', { name: new RegExp(`^${disk} `) }).click()
  await dialog.getByRole('button', { name: 'Attach disk' }).click()
  await expect(dialog).toBeHidden()
  await expect(row(page, 'Other disks', disk)).toContainText('attached')

  await openRowMenu(page, disk)
  await page.getByRole('menuitem', { name: 'Detach' }).click()
  await page.getByRole('dialog', { name: 'Detach disk' }).getByRole('button', { name: 'Detach' }).click()
  await expect(page.getByRole('table', { name: 'Other disks' })).toHaveCount(0)
  await expect(page.getByText('No other disks')).toBeVisible()
})

test('Attaching a disk to a running instance is disabled with the reason', async ({ page }) => {
  await page.goto(`${listUrl}/db1/storage`)
  const attach = page.getByRole('button', { name: /Attach existing disk/ })
  await expect(attach).toHaveAttribute('aria-disabled', 'true')
  await expect(attach).toHaveAccessibleDescription(/Only available when the instance is creating or stopped/)
})

test('The serial console of a running instance shows the boot log and echoes typed text', async ({ page }) => {
  await page.goto(`${listUrl}/db1/serial-console`)
  await expect(page.getByRole('status').filter({ hasText: 'Serial console status' })).toContainText('Connected', {
    timeout: 15_000,
  })
  await expect(page.getByText('db1 login:')).toBeVisible({ timeout: 15_000 })
  await page.getByRole('textbox', { name: 'Serial console of db1' }).focus()
  await page.keyboard.type('hello-e2e')
  await expect(page.getByText('hello-e2e')).toBeVisible()

  // paused output waits, and arrives in order on resume
  await page.getByRole('button', { name: 'Pause output' }).click()
  await page.getByRole('textbox', { name: 'Serial console of db1' }).focus()
  await page.keyboard.type('-while-paused')
  await expect(page.getByText('hello-e2e-while-paused')).toHaveCount(0)
  await page.getByRole('button', { name: 'Resume output' }).click()
  await expect(page.getByText('hello-e2e-while-paused')).toBeVisible()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download all' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^db1-serial-console-\d{8}-\d{6}\.txt$/)
  const text = await readFile((await download.path())!, 'utf8')
  expect(text).toContain('Hostname set to <db1>')
  expect(text).toContain('db1 login: hello-e2e-while-paused')
  // the server's buffer since boot (instanceSerialConsole), from its first byte
  const [bootLog] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download server log' }).click(),
  ])
  expect(bootLog.suggestedFilename()).toMatch(/^db1-boot-log-\d{8}-\d{6}\.txt$/)
  const history = await readFile((await bootLog.path())!, 'utf8')
  expect(history.startsWith('OVMF (Oxide)')).toBe(true)
  expect(history).toContain('Hostname set to <db1>')
  // xterm.css reached the page as a constructable sheet (CSP refuses <style>; the trap
  // fails the test on any violation): it is what hides xterm's input textarea
  await expect(page.getByRole('textbox', { name: 'Serial console of db1' })).toHaveCSS('opacity', '0')
})

test('The serial console of a stopped instance says why it is unavailable and never connects', async ({ page }) => {
  await page.goto(`${listUrl}/db2/serial-console`)
  await expect(page.getByRole('heading', { name: 'Serial console unavailable' })).toBeVisible()
  await expect(
    page.getByText('Only available when the instance is running, rebooting, migrating, or repairing'),
  ).toBeVisible()
  await expect(page.getByText('Connected')).toHaveCount(0)
})

test('Instance lookup by id redirects to its storage tab; an unknown id is not found', async ({ page, trap }) => {
  // the unknown id's instanceView answers 404 on purpose
  trap.allow(/status of 404 \(Not Found\)/)
  const res = await page.request.get(`/v1/instances/db1?project=${project}`)
  const { id } = await res.json()
  // two lookups (instance, then its project) before the redirect
  const storage = new RegExp(`/projects/${project}/instances/db1/storage$`)
  await page.goto(`/lookup/i/${id}`)
  await expect(page).toHaveURL(storage, { timeout: 15_000 })
  await expect(page.getByRole('heading', { name: /db1/ })).toBeVisible()
  await page.goto(`/lookup/instances/${id}`)
  await expect(page).toHaveURL(storage, { timeout: 15_000 })
  await page.goto('/lookup/instances/00000000-0000-4000-8000-000000000000')
  await expect(page.getByText('Page not found')).toBeVisible()
})

test('Network interfaces change only while stopped: add (IP checked), make primary, delete', async ({ page }) => {
  await page.goto(`${listUrl}/db1/networking`)
  await expect(page.getByRole('button', { name: /Add network interface/ })).toHaveAccessibleDescription(
    /Only available when the instance is stopped/,
  )

  const name = await newInstance(page, project, { start: false })
  await page.goto(`${listUrl}/${name}/networking`)
  const addNic = async (nic: string, ip = '') => {
    await page.getByRole('button', { name: 'Add network interface' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add network interface' })
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(nic)
    await dialog.getByRole('combobox', { name: /^VPC/ }).selectOption('mock-vpc')
    await dialog.getByRole('combobox', { name: /^Subnet/ }).selectOption('mock-subnet')
    await dialog.getByRole('textbox', { name: 'IP address' }).fill(ip)
    await dialog.getByRole('button', { name: 'Add network interface' }).click()
    return dialog
  }
  const dialog = await addNic('nic-a', '10.0.0.300')
  await expect(dialog.getByText('Not a valid IP address')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'IP address' }).fill('')
  await dialog.getByRole('button', { name: 'Add network interface' }).click()
  await expect(dialog).toBeHidden()
  const nics = 'Network interfaces'
  const nicRow = (nic: string) => table(page, nics).getByRole('row').filter({ hasText: nic })
  // the first interface is the primary one
  await expect(nicRow('nic-a')).toContainText('primary')
  await expect(await addNic('nic-b')).toBeHidden()
  await expect(nicRow('nic-b')).not.toContainText('primary')

  await openRowMenu(page, 'nic-b')
  await page.getByRole('menuitem', { name: 'Make primary' }).click()
  await page.getByRole('dialog', { name: 'Make primary' }).getByRole('button', { name: 'Make primary' }).click()
  await expect(nicRow('nic-b')).toContainText('primary')
  await expect(nicRow('nic-a')).not.toContainText('primary')

  await openRowMenu(page, 'nic-a')
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete network interface' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(nicRow('nic-a')).toHaveCount(0)
})

test('Resizing is allowed only when stopped (or failed, creating)', async ({ page }) => {
  await page.goto(`${listUrl}/db1/settings`)
  await expect(page.getByRole('button', { name: /^Resize/ })).toHaveAccessibleDescription(
    /Only available when the instance is stopped, failed, or creating/,
  )

  const name = await newInstance(page, project, { start: false })
  await page.goto(`${listUrl}/${name}/settings`)
  const form = page.getByRole('form', { name: 'Resize' })
  await form.getByRole('textbox', { name: /^CPUs/ }).fill('65')
  await form.getByRole('button', { name: 'Resize' }).click()
  await expect(form.getByText('CPUs can be at most 64')).toBeVisible()
  await form.getByRole('textbox', { name: /^CPUs/ }).fill('2')
  await form.getByRole('textbox', { name: /^Memory/ }).fill('4')
  await form.getByRole('button', { name: 'Resize' }).click()
  await expect(page.getByText(`Instance ${name} resized`)).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: 'vCPU' })).toHaveText('2 vCPU, 4 GiB')
})

test('The auto-restart policy is saved from the settings tab and kept', async ({ page }) => {
  const name = await newInstance(page, project, { start: false })
  await page.goto(`${listUrl}/${name}/settings`)
  const form = page.getByRole('form', { name: 'Auto-restart' })
  await form.getByRole('combobox', { name: 'Policy' }).selectOption({ label: 'Never' })
  await form.getByRole('button', { name: 'Save policy' }).click()
  await expect(page.getByText(`Auto-restart policy of ${name} updated`)).toBeVisible()
  await page.reload()
  await expect(page.getByRole('form', { name: 'Auto-restart' }).getByRole('combobox', { name: 'Policy' })).toHaveValue(
    'never',
  )
})

test('An ephemeral IP is attached, offered for SSH on the connect tab, and detached', async ({ page }) => {
  const name = await newInstance(page, project, { start: false })
  await page.goto(`${listUrl}/${name}/connect`)
  await expect(page.getByRole('heading', { name: 'No external IP' })).toBeVisible()

  await page.getByRole('link', { name: 'Networking' }).first().click()
  // The interfaces above settle first (a read of their own), so External IPs does not move under the click.
  await expect(page.getByRole('heading', { name: 'No network interfaces' })).toBeVisible()
  await page.getByRole('button', { name: 'Attach ephemeral IP' }).click()
  const dialog = page.getByRole('dialog', { name: 'Attach ephemeral IP' })
  await dialog.getByRole('button', { name: 'Attach' }).click()
  await expect(dialog).toBeHidden()
  const ips = table(page, 'External IPs')
  const ip = (await ips.getByRole('row').filter({ hasText: 'ephemeral' }).getByRole('cell').nth(1).innerText()).trim()
  expect(ip).toMatch(/^[0-9a-f.:]+$/)
  // one ephemeral IP per instance
  await expect(page.getByRole('button', { name: /Attach ephemeral IP/ })).toHaveAccessibleDescription(
    /already has an ephemeral IP/,
  )

  await page.getByRole('link', { name: 'Connect' }).click()
  await expect(page.getByText(`ssh <user>@${ip}`)).toBeVisible()

  await page.getByRole('link', { name: 'Networking' }).first().click()
  await openRowMenu(page, ip)
  await page.getByRole('menuitem', { name: 'Detach' }).click()
  await page.getByRole('dialog', { name: 'Detach ephemeral IP' }).getByRole('button', { name: 'Detach' }).click()
  await expect(page.getByRole('heading', { name: 'No external IPs' })).toBeVisible()
})

test('The serial console closes when its instance stops, and then says it is unavailable', async ({ page }) => {
  const name = await newInstance(page, project, { start: true })
  await page.goto(`${listUrl}/${name}/serial-console`)
  await expect(page.getByText(`${name} login:`)).toBeVisible({ timeout: 15_000 })
  const stop = await page.request.post(`/v1/instances/${name}/stop?project=${project}`)
  expect(stop.ok()).toBe(true)
  await expect(page.getByRole('heading', { name: 'Serial console unavailable' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('Connected')).toHaveCount(0)
})
