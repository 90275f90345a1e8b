import { expect, test, type Page } from '@playwright/test'
import { expectNoA11yViolations, signIn, trapErrors, unique } from './utils'

/**
 * , "Copy as CLI / API": create forms and row menus show the oxide command and
 * the raw API request. Nothing here submits a form or runs an action on the fixtures.
 */

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
  await expect(copy).toHaveAccessibleDescription('Fix the form first')

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
  await expect(stop.getByLabel('Stop CLI command')).toHaveText(
    'oxide instance stop --instance db1 --project mock-project',
  )
  await expect(stop.getByLabel('Stop API request')).toHaveText('POST /v1/instances/db1/stop?project=mock-project')
  // db1 runs: Start is listed with why it cannot run now.
  await expect(page.getByRole('region', { name: 'Start' })).toContainText('Not available now')
  await expect(page.getByRole('region', { name: 'Delete' }).getByLabel('Delete API request')).toHaveText(
    'DELETE /v1/instances/db1?project=mock-project',
  )
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
  const res = await page.request.post('/v1/vpcs?project=mock-project', {
    data: { name: vpc, description: '', dns_name: vpc },
  })
  expect(res.status()).toBe(201)
  await page.goto(`/projects/mock-project/vpcs/${vpc}/firewall-rules`)
  // The VPC's properties above (vpcView) settle first, so what is below does not move under a click.
  await expect(page.getByText('DNS name', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'allow-ssh actions' }).click()
  await page.getByRole('menuitem', { name: 'Copy as CLI / API…' }).click()

  const del = page.getByRole('region', { name: 'Delete' })
  await expect(del.getByLabel('Delete CLI command')).toContainText(
    `oxide vpc firewall-rules update --project mock-project --vpc ${vpc} --json-body /dev/stdin`,
  )
  const api = del.getByLabel('Delete API request')
  await expect(api).toContainText(`PUT /v1/vpc-firewall-rules?project=mock-project&vpc=${vpc}`)
  await expect(api).toContainText('"allow-icmp"')
  await expect(api).not.toContainText('"allow-ssh"')
  await page.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(page.getByRole('row').filter({ hasText: 'allow-ssh' })).toBeVisible()
})

test('Escape closes the preview, not the form under it; an upload says why there is no single request', async ({
  page,
}) => {
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
  await expect(form.getByRole('button', { name: /^Copy as CLI \/ API/ })).toHaveAccessibleDescription(
    /several requests/,
  )
})

test('The demote and set-target-release dialogs preview their requests without sending them', async ({ page }) => {
  await page.goto('/images')
  await page.getByRole('button', { name: 'debian-12 actions' }).click()
  await page.getByRole('menuitem', { name: 'Demote' }).click()
  const demote = page.getByRole('dialog', { name: 'Demote image' })
  const copy = demote.getByRole('button', { name: /^Copy as CLI \/ API/ })
  // No project chosen yet: nothing to send.
  await expect(copy).toHaveAccessibleDescription('Fix the form first')
  await demote.getByRole('combobox', { name: 'Project' }).selectOption('mock-project')
  await copy.click()
  await expect(heading(page, 'Demote image: CLI / API')).toBeVisible()
  await expect(page.getByLabel('CLI command', { exact: true })).toHaveText(
    'oxide image demote --image debian-12 --project mock-project',
  )
  await expect(page.getByLabel('API request', { exact: true })).toHaveText(
    'POST /v1/images/debian-12/demote?project=mock-project',
  )
  await page.keyboard.press('Escape')
  await expect(heading(page, 'Demote image: CLI / API')).toBeHidden()
  await expect(demote.getByRole('combobox', { name: 'Project' })).toHaveValue('mock-project')
  await demote.getByRole('button', { name: 'Cancel' }).click()
  await expect(heading(page, 'Demote image')).toBeHidden()
  await expect(
    page.getByRole('table', { name: 'Silo images' }).getByRole('row').filter({ hasText: 'debian-12' }),
  ).toBeVisible()

  await page.goto('/system/update/repositories/16.0.0')
  await page.getByRole('button', { name: 'Set as target release' }).click()
  const dialog = page.getByRole('dialog', { name: 'Set target release' })
  await dialog.getByRole('button', { name: /^Copy as CLI \/ API/ }).click()
  await expect(heading(page, 'Set target release: CLI / API')).toBeVisible()
  // The CLI has no command for it: `oxide api` sends the same PUT.
  await expect(page.getByLabel('CLI command', { exact: true })).toContainText(
    "oxide api /v1/system/update/target-release --method PUT --input - <<'EOF'",
  )
  const api = page.getByLabel('API request', { exact: true })
  await expect(api).toContainText('PUT /v1/system/update/target-release')
  await expect(api).toContainText('"system_version": "16.0.0"')
  await page.getByRole('button', { name: 'Close', exact: true }).last().click()
  await expect(heading(page, 'Set target release: CLI / API')).toBeHidden()
  await expect(heading(page, 'Set target release')).toBeVisible()
})

test('A receiver page previews subscribe, unsubscribe and probe', async ({ page }) => {
  const name = unique('cli-hook')
  const res = await page.request.post('/v1/webhook-receivers', {
    data: { name, description: '', endpoint: 'https://example.com/h', secrets: ['s3cret'], subscriptions: ['disk.*'] },
  })
  expect(res.status()).toBe(201)
  await page.goto(`/system/alerts/${name}`)

  const subs = page.getByRole('region', { name: 'Subscriptions' })
  const subscribe = subs.getByRole('button', { name: /^Copy as CLI \/ API/ })
  await expect(subscribe).toHaveAttribute('aria-disabled', 'true')
  await subs.getByRole('textbox', { name: 'New subscription' }).fill(' instance.* ')
  await subscribe.click()
  await expect(heading(page, 'Subscribe: CLI / API')).toBeVisible()
  await expect(page.getByLabel('CLI command', { exact: true })).toContainText(
    `oxide alert receiver subscribe --receiver ${name} --json-body /dev/stdin`,
  )
  const api = page.getByLabel('API request', { exact: true })
  await expect(api).toContainText(`POST /v1/alert-receivers/${name}/subscriptions`)
  await expect(api).toContainText('"subscription": "instance.*"')
  await page.getByRole('button', { name: 'Close', exact: true }).click()

  await subs.getByRole('button', { name: 'Subscription disk.* actions' }).click()
  await page.getByRole('menuitem', { name: 'Copy as CLI / API…' }).click()
  const remove = page.getByRole('region', { name: 'Remove' })
  await expect(remove.getByLabel('Remove CLI command')).toHaveText(
    `oxide alert receiver unsubscribe --receiver ${name} --subscription 'disk.*'`,
  )
  await expect(remove.getByLabel('Remove API request')).toHaveText(
    `DELETE /v1/alert-receivers/${name}/subscriptions/disk.*`,
  )
  await page.getByRole('button', { name: 'Close', exact: true }).click()

  const probe = page.getByRole('region', { name: 'Probe' })
  await probe.getByRole('checkbox', { name: /Resend failed deliveries/ }).check()
  await probe.getByRole('button', { name: /^Copy as CLI \/ API/ }).click()
  await expect(page.getByLabel('CLI command', { exact: true })).toHaveText(
    `oxide alert receiver probe --receiver ${name} --resend true`,
  )
  await expect(page.getByLabel('API request', { exact: true })).toHaveText(
    `POST /v1/alert-receivers/${name}/probe?resend=true`,
  )
  await page.getByRole('button', { name: 'Close', exact: true }).click()

  // Nothing was sent: the subscriptions are as created and no probe was delivered.
  const receiver = await (await page.request.get(`/v1/alert-receivers/${name}`)).json()
  expect(receiver.subscriptions).toEqual(['disk.*'])
  await expect(page.getByRole('table', { name: 'Deliveries' })).toHaveCount(0)
})
