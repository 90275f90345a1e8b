import { expect, test, type Page } from '@playwright/test'
import { signIn, unique } from './utils'

/**
 * Operator operations: system update, support bundles, alerts and webhooks, the audit log,
 * certificates. The mock keeps state across tests (and two workers share it), so names and
 * versions are unique per run and no test depends on another's leftovers.
 */

/** A repository version no fixture or other run uses: 40.<time>.<random>. */
const uniqueVersion = () => `40.${Date.now() % 1e8}.${Math.floor(Math.random() * 1e4)}`

/** A dialog's own heading: the dialog element itself reads as hidden to Playwright. */
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })

// Every test makes its own names and versions, so they can run side by side.
test.describe.configure({ mode: 'parallel' })

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

async function uploadRepo(page: Page, version: string) {
  const res = await page.request.put(`/v1/system/update/repositories?file_name=repo-${version}.zip`, {
    data: Buffer.from('PK mock'),
    headers: { 'content-type': 'application/octet-stream' },
  })
  expect(res.ok()).toBe(true)
}

test('Uploading a repository archive shows progress, then its page', async ({ page }) => {
  const version = uniqueVersion()
  await page.goto('/system/update')
  // The update status above settles first (a read of its own), so Repositories does not move under the click.
  await expect(heading(page, 'Status')).toBeVisible()
  await page.getByRole('link', { name: 'Upload repository' }).first().click()
  const form = page.getByRole('dialog', { name: 'Upload repository' })
  // Slow the upload down (DevTools throttling, no waits in the test) so the bar has values to show.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 2 * 1024 * 1024,
  })
  await form.getByLabel(/^Repository archive/).setInputFiles({
    name: `repo-${version}.zip`,
    mimeType: 'application/zip',
    buffer: Buffer.alloc(3 * 1024 * 1024, 7),
  })
  await expect(form.getByText(`repo-${version}.zip, 3 MiB`)).toBeVisible()
  await page.evaluate(() => {
    const w = window as unknown as { seen: number[] }
    w.seen = []
    new MutationObserver(() => {
      const bar = document.querySelector('progress[aria-label="Upload progress"]') as HTMLProgressElement | null
      if (bar) w.seen.push(bar.value)
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
  })
  await form.getByRole('button', { name: 'Upload', exact: true }).click()
  // Success lands on the repository's page (the bar's values were recorded on the way).
  await expect(page.getByRole('heading', { name: `Repository ${version}` })).toBeVisible({ timeout: 20_000 })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen)
  expect(seen.some((v) => v > 0 && v < 100)).toBe(true)
  expect(seen.every((v, i) => i === 0 || v >= seen[i - 1])).toBe(true)
  await expect(page.getByText(`repo-${version}.zip`)).toBeVisible()
})

test('A file that is not a zip is refused before uploading', async ({ page }) => {
  await page.goto('/system/update/upload')
  const form = page.getByRole('dialog', { name: 'Upload repository' })
  await form
    .getByLabel(/^Repository archive/)
    .setInputFiles({ name: 'repo.tar', mimeType: 'application/x-tar', buffer: Buffer.from('x') })
  await form.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(form.getByText('Must be a .zip repository archive')).toBeVisible()
})

test('Setting a target release updates the status; a downgrade is refused in the dialog', async ({ page }) => {
  const version = uniqueVersion()
  await uploadRepo(page, version)
  await page.goto(`/system/update/repositories/${version}`)
  await page.getByRole('button', { name: 'Set as target release' }).click()
  const dialog = page.getByRole('dialog', { name: 'Set target release' })
  await dialog.getByRole('button', { name: 'Set target release' }).click()
  await expect(page.getByText(`Target release set to ${version}`)).toBeVisible()
  await expect(page).toHaveURL(/\/system\/update$/)
  const status = page.getByRole('region', { name: 'Status' })
  await expect(status.getByRole('definition').first()).toHaveText(version)
  await expect(status.getByRole('progressbar', { name: 'Update progress' })).toBeVisible()

  await page.goto('/system/update/repositories/16.0.0')
  await page.getByRole('button', { name: 'Set as target release' }).click()
  await expect(dialog.getByText(/older than the current target/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Set target release' }).click()
  await expect(dialog.getByRole('alert')).toContainText(/older than|downgrade/i)
  await expect(heading(page, 'Set target release')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(heading(page, 'Set target release')).toBeHidden()
})

test('A trust root is added from JSON, viewed, and deleted', async ({ page }) => {
  const expires = `2031-0${1 + Math.floor(Math.random() * 9)}-01T00:00:00Z`
  await page.goto('/system/update/trust-roots-new')
  const form = page.getByRole('dialog', { name: 'Add trust root' })
  await form.getByRole('button', { name: 'Add trust root' }).click()
  await expect(form.getByText('Trust root is required')).toBeVisible()
  await form
    .getByRole('textbox', { name: 'Root role JSON' })
    .fill(JSON.stringify({ signed: { _type: 'root', version: 7, expires }, signatures: [] }))
  await form.getByRole('button', { name: 'Add trust root' }).click()
  await expect(page.getByText('Trust root added')).toBeVisible()
  const modal = page.getByRole('dialog', { name: 'Trust root' })
  await expect(heading(page, 'Trust root')).toBeVisible()
  await expect(modal.getByText(/"version": 7/)).toBeVisible()
  await modal.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete trust root' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Trust root deleted')).toBeVisible()
  await expect(page).toHaveURL(/\/system\/update$/)
})

test('A support bundle is created, collects, and one of its files downloads', async ({ page }) => {
  test.slow()
  const reason = unique('sled reboot loop')
  await page.goto('/system/support-bundles')
  await page.getByRole('link', { name: 'New support bundle' }).first().click()
  const form = page.getByRole('dialog', { name: 'New support bundle' })
  await form.getByRole('textbox', { name: 'Reason' }).fill(reason)
  await form.getByRole('button', { name: 'Create bundle' }).click()
  await expect(page.getByText('Support bundle requested; collecting')).toBeVisible()
  await expect(page.getByText(reason)).toBeVisible()
  // The mock collects for a few seconds; the page polls until the bundle is active.
  await expect(page.getByText('active', { exact: true })).toBeVisible({ timeout: 15_000 })
  const files = page.getByRole('table', { name: 'Bundle files' })
  await expect(files).toBeVisible()
  const download = page.waitForEvent('download')
  await files.getByRole('button', { name: 'Download sled-1/dmesg.txt' }).click()
  expect((await download).suggestedFilename()).toBe('dmesg.txt')
  await expect(page.getByText(/Downloaded dmesg\.txt \(\d+ B\)/)).toBeVisible()

  await page.getByRole('button', { name: 'Edit comment' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit comment' })
  await edit.getByRole('textbox', { name: 'Comment' }).fill(`${reason} (updated)`)
  await edit.getByRole('button', { name: 'Save comment' }).click()
  await expect(page.getByText(`${reason} (updated)`)).toBeVisible()

  await page.getByRole('button', { name: 'Bundle actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete support bundle' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Support bundle deleted')).toBeVisible()
  await expect(page).toHaveURL(/\/system\/support-bundles$/)
  await expect(page.getByText(`${reason} (updated)`)).toBeHidden()
})

test('A webhook receiver is created, subscribed, probed, and a delivery resent', async ({ page }) => {
  const name = unique('hook')
  await page.goto('/system/alerts')
  await page.getByRole('link', { name: 'New webhook receiver' }).first().click()
  const form = page.getByRole('dialog', { name: 'New webhook receiver' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await form.getByRole('textbox', { name: 'Endpoint URL' }).fill('ftp://example.com')
  await form.getByRole('button', { name: 'Create receiver' }).click()
  await expect(form.getByRole('alert').filter({ hasText: 'Must be an http or https URL' })).toBeVisible()
  await expect(form.getByRole('alert').filter({ hasText: 'Secret is required' })).toBeVisible()
  await form.getByRole('textbox', { name: 'Endpoint URL' }).fill('https://hooks.example.com/rack')
  await form.getByRole('button', { name: 'Generate secret 1' }).click()
  await form.getByRole('combobox', { name: 'Subscription 1' }).fill('hardware.**')
  await expect(form.getByText(/Matches 2 known classes/)).toBeVisible()
  await form.getByRole('button', { name: 'Create receiver' }).click()
  await expect(page.getByText(`Receiver ${name} created`)).toBeVisible()
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()

  await page.getByRole('textbox', { name: 'New subscription' }).fill('disk.*')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Subscribed to disk.*')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Subscriptions' }).getByText('disk.*', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Send probe' }).click()
  await expect(page.getByRole('status', { name: 'Probe result' })).toContainText('delivered')
  await expect(
    page.getByRole('table', { name: 'Deliveries' }).getByRole('cell', { name: 'probe', exact: true }).first(),
  ).toBeVisible()

  // A new secret's value is shown once.
  await page.getByRole('button', { name: 'Add secret' }).click()
  await page.getByRole('dialog', { name: 'Add secret' }).getByRole('button', { name: 'Add secret' }).click()
  await expect(page.getByLabel('New secret value')).toHaveText(/^[0-9a-f]{64}$/)
  await page.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('table', { name: 'Secrets' }).getByRole('row')).toHaveCount(3)

  // The fixture receiver has alert deliveries to resend.
  await page.goto('/system/alerts/ops-pager')
  // The secrets above settle first (a read of their own), so Deliveries does not move under a click.
  await expect(page.getByRole('table', { name: 'Secrets' })).toBeVisible()
  const deliveries = page.getByRole('table', { name: 'Deliveries' })
  const delivered = deliveries.getByRole('row').filter({ hasText: 'delivered' }).filter({ hasText: 'alert' }).first()
  await delivered.getByRole('button', { name: /actions$/ }).click()
  await page.getByRole('menuitem', { name: 'Resend' }).click()
  await expect(page.getByText(/Alert .* resent/)).toBeVisible()
  await expect(deliveries.getByRole('cell', { name: 'resend', exact: true }).first()).toBeVisible()
})

test('Renaming a receiver moves to its new page', async ({ page }) => {
  const name = unique('rename')
  const res = await page.request.post('/v1/webhook-receivers', {
    data: { name, description: '', endpoint: 'https://example.com/h', secrets: ['s3cret'], subscriptions: [] },
  })
  expect(res.status()).toBe(201)
  await page.goto(`/system/alerts/${name}`)
  await page.getByRole('button', { name: `${name} actions` }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const form = page.getByRole('dialog', { name: 'Edit receiver' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name}-2`)
  await form.getByRole('textbox', { name: 'Endpoint URL' }).fill('https://example.com/new')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('heading', { name: `${name}-2`, exact: true })).toBeVisible()
  await expect(page.getByText('https://example.com/new')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/system/alerts/${name}-2$`))
})

test('A subscription already there or a blank secret is refused before sending', async ({ page }) => {
  await page.goto('/system/alerts/ops-pager')
  await page.getByRole('textbox', { name: 'New subscription' }).click()
  await page.keyboard.type('hardware.**')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Already subscribed', { exact: true })).toBeVisible()
  await page.keyboard.press('End')
  await page.keyboard.press('Backspace')
  await expect(page.getByText('Already subscribed', { exact: true })).toBeHidden()

  await page.getByRole('button', { name: 'Add secret' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add secret' })
  await dialog.getByRole('textbox', { name: 'Secret value' }).click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('Secret is required')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('table', { name: 'Secrets' }).getByRole('row')).toHaveCount(2)
})

test('A subscription is removed from its row menu after confirmation', async ({ page }) => {
  const name = unique('unsub')
  const res = await page.request.post('/v1/webhook-receivers', {
    data: {
      name,
      description: '',
      endpoint: 'https://example.com/h',
      secrets: ['s3cret'],
      subscriptions: ['disk.*', 'instance.*'],
    },
  })
  expect(res.status()).toBe(201)
  await page.goto(`/system/alerts/${name}`)
  const subs = page.getByRole('table', { name: 'Subscriptions' })
  await subs.getByRole('button', { name: 'Subscription disk.* actions' }).click()
  await page.getByRole('menuitem', { name: 'Remove' }).click()
  await expect(heading(page, 'Remove subscription')).toBeVisible()
  await page.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(page.getByText('Unsubscribed from disk.*')).toBeVisible()
  await expect(subs.getByRole('cell', { name: 'disk.*', exact: true })).toHaveCount(0)
  await expect(subs.getByRole('cell', { name: 'instance.*', exact: true })).toBeVisible()
  expect((await (await page.request.get(`/v1/alert-receivers/${name}`)).json()).subscriptions).toEqual(['instance.*'])
})

test('The audit log lists a recent action with its details', async ({ page }) => {
  const res = await page.request.post('/v1/system/support-bundles', { data: { user_comment: unique('audit') } })
  expect(res.status()).toBe(201)
  const requestId = res.headers()['x-request-id']
  await page.goto('/system/audit-log')
  const table = page.getByRole('table', { name: 'Audit log' })
  const entry = table.getByRole('row').filter({ hasText: requestId })
  await expect(entry).toContainText('support_bundle_create')
  await expect(entry).toContainText('Success (201)')
  await entry.getByRole('button', { name: `Details of support_bundle_create ${requestId}` }).click()
  const modal = page.getByRole('dialog', { name: 'Audit log entry' })
  await expect(modal.getByText('/v1/system/support-bundles', { exact: true })).toBeVisible()
  await modal.getByRole('button', { name: 'Close' }).first().click()
  await expect(heading(page, 'Audit log entry')).toBeHidden()

  await page.getByLabel('From').fill('2026-01-02T00:00')
  await page.getByLabel('Until (empty for now)').fill('2026-01-01T00:00')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('End must be after start')).toBeVisible()
})

const pem = (label: string) => `-----BEGIN ${label}-----\nTUlJQm9qQ0NBVWlnQXdJQkFnSVVm\n-----END ${label}-----`

test('A certificate with a bad PEM is refused before sending; a good one is created and deleted', async ({ page }) => {
  const name = unique('cert')
  let posted = 0
  page.on('request', (r) => void (r.method() === 'POST' && r.url().includes('/v1/certificates') && posted++))
  await page.goto('/system/certificates')
  await page.getByRole('link', { name: 'New certificate' }).first().click()
  const form = page.getByRole('dialog', { name: 'New certificate' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await form.getByRole('textbox', { name: 'Certificate chain (PEM)' }).fill('not a certificate')
  await form.getByRole('textbox', { name: 'Private key (PEM)' }).fill(pem('CERTIFICATE'))
  await form.getByRole('button', { name: 'Create certificate' }).click()
  await expect(form.getByText('Must be PEM-encoded', { exact: false }).first()).toBeVisible()
  await expect(form.getByText('Must contain a PRIVATE KEY block').first()).toBeVisible()
  expect(posted).toBe(0)

  await form.getByRole('textbox', { name: 'Certificate chain (PEM)' }).fill(pem('CERTIFICATE'))
  await form.getByRole('textbox', { name: 'Private key (PEM)' }).fill(pem('PRIVATE KEY'))
  await form.getByRole('button', { name: 'Create certificate' }).click()
  await expect(page.getByText(`Certificate ${name} created`)).toBeVisible()
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
  await page.getByRole('button', { name: `${name} actions` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete certificate' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText(`Certificate ${name} deleted`)).toBeVisible()
  await expect(page).toHaveURL(/\/system\/certificates$/)
})
