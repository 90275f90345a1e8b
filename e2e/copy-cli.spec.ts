import { expect, test, type Page } from '@playwright/test'
import { expectNoA11yViolations, signIn, trapErrors } from './utils'

/**
 * Issue #12 point 3, "Copy as CLI / API": create forms and row menus show the oxide command and
 * the raw API request. Nothing here submits a form or runs an action on the fixtures.
 */

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** A dialog's own heading: the dialog element itself reads as hidden to Playwright. */
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, 'fleet-admin')
})

test('The create disk form previews the request its values would send, and copies it', async ({ page }) => {
  const trap = trapErrors(page)
  const name = unique('cli-disk')
  await page.goto('/projects/mock-project/disks-new')
  const form = page.getByRole('dialog', { name: 'Create disk' })
  const copy = form.getByRole('button', { name: /^Copy as CLI \/ API/ })

  // Nothing valid to send yet: disabled, with the reason.
  await expect(copy).toHaveAttribute('aria-disabled', 'true')
  await expect(copy).toHaveAttribute('title', 'Fix the form first')

  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await form.getByRole('textbox', { name: 'Description' }).fill("it's for the CLI")
  await form.getByLabel('Size (GiB)').fill('3')
  await expect(copy).not.toHaveAttribute('aria-disabled', 'true')
  await copy.click()

  await expect(heading(page, 'Create disk: CLI / API')).toBeVisible()
  const cli = page.getByLabel('CLI command', { exact: true })
  const api = page.getByLabel('API request', { exact: true })
  await expect(cli).toContainText("oxide disk create --project mock-project --json-body /dev/stdin <<'EOF'")
  await expect(api).toContainText('POST /v1/disks?project=mock-project')
  await expect(api).toContainText(`"name": "${name}"`)
  await expect(api).toContainText(`"description": "it's for the CLI"`)
  await expect(api).toContainText(`"size": ${3 * 1024 ** 3}`)
  // The wire form: snake_case keys.
  await expect(api).toContainText('"disk_backend"')

  await page.getByRole('button', { name: 'Copy API request' }).click()
  await expect(page.getByRole('button', { name: /^Copied/ })).toBeVisible()
  const copied = await clipboard(page)
  expect(copied.startsWith('POST /v1/disks?project=mock-project\n\n{')).toBe(true)
  expect(JSON.parse(copied.slice(copied.indexOf('{'))).name).toBe(name)

  await page.getByRole('button', { name: 'Copy CLI command' }).click()
  await expect.poll(() => clipboard(page)).toContain(`oxide disk create --project mock-project`)

  // Closing the preview returns to the form with everything still typed; nothing was created.
  await page.getByRole('button', { name: 'Close', exact: true }).last().click()
  await expect(heading(page, 'Create disk: CLI / API')).toBeHidden()
  await expect(heading(page, 'Create disk')).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name)
  const res = await page.request.get(`/v1/disks/${name}?project=mock-project`)
  expect(res.status()).toBe(404)
  expect(trap.errors.filter((e) => !/404/.test(e))).toEqual([])
})

test('A row menu lists each action of the row as CLI and API, with disabled ones explained', async ({ page }) => {
  await page.goto('/projects/mock-project/instances')
  await page.getByRole('button', { name: 'db1 actions' }).click()
  await page.getByRole('menuitem', { name: 'Copy as CLI / API…' }).click()

  await expect(heading(page, 'db1: CLI / API')).toBeVisible()
  const stop = page.getByRole('region', { name: 'Stop' })
  await expect(stop.getByLabel('Stop CLI command')).toHaveText('oxide instance stop --instance db1 --project mock-project')
  await expect(stop.getByLabel('Stop API request')).toHaveText('POST /v1/instances/db1/stop?project=mock-project')
  // db1 runs: Start is listed with why it cannot run now.
  await expect(page.getByRole('region', { name: 'Start' })).toContainText('Not available now')
  await expect(page.getByRole('region', { name: 'Delete' }).getByLabel('Delete API request')).toHaveText('DELETE /v1/instances/db1?project=mock-project')
  await expectNoA11yViolations(page)

  await stop.getByRole('button', { name: 'Copy Stop CLI command' }).click()
  await expect.poll(() => clipboard(page)).toBe('oxide instance stop --instance db1 --project mock-project')

  await page.keyboard.press('Escape')
  await expect(heading(page, 'db1: CLI / API')).toBeHidden()
  // Nothing ran: db1 is still running.
  const db1 = await (await page.request.get('/v1/instances/db1?project=mock-project')).json()
  expect(db1.run_state).toBe('running')
})

test('A firewall rule action previews the whole-list PUT it would send', async ({ page }) => {
  const vpc = unique('cli-vpc')
  const res = await page.request.post('/v1/vpcs?project=mock-project', { data: { name: vpc, description: '', dns_name: vpc } })
  expect(res.status()).toBe(201)
  await page.goto(`/projects/mock-project/vpcs/${vpc}/firewall-rules`)
  await page.getByRole('button', { name: 'allow-ssh actions' }).click()
  await page.getByRole('menuitem', { name: 'Copy as CLI / API…' }).click()

  const del = page.getByRole('region', { name: 'Delete' })
  await expect(del.getByLabel('Delete CLI command')).toContainText(`oxide vpc firewall-rules update --project mock-project --vpc ${vpc} --json-body /dev/stdin`)
  const api = del.getByLabel('Delete API request')
  await expect(api).toContainText(`PUT /v1/vpc-firewall-rules?project=mock-project&vpc=${vpc}`)
  await expect(api).toContainText('"allow-icmp"')
  await expect(api).not.toContainText('"allow-ssh"')
  await page.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(page.getByRole('row').filter({ hasText: 'allow-ssh' })).toBeVisible()
})

test('Escape closes the preview, not the form under it; an upload says why there is no single request', async ({ page }) => {
  await page.goto('/projects/mock-project/disks-new')
  const form = page.getByRole('dialog', { name: 'Create disk' })
  const name = unique('cli-esc')
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await form.getByRole('button', { name: /^Copy as CLI \/ API/ }).click()
  await expect(heading(page, 'Create disk: CLI / API')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(heading(page, 'Create disk: CLI / API')).toBeHidden()
  await expect(heading(page, 'Create disk')).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name)

  await form.getByLabel('Upload an image file').check()
  await expect(form.getByRole('button', { name: /^Copy as CLI \/ API/ })).toHaveAttribute('title', /several requests/)
})
