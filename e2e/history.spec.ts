import type { Page } from '@playwright/test'
import { createDisk, createInstance, expect, signIn, test, unique } from './utils'

/**
 * A resource's History tab: the audit log's entries about it, merged with what
 * this browser did and saw. Each test makes its own instance (the mock keeps state across tests).
 */

const newInstance = (page: Page, project: string) => createInstance(page, { project, prefix: 'hist' })

const history = (page: Page, name: string) => page.getByRole('table', { name: `History of ${name}` })
const entry = (page: Page, name: string, what: string) =>
  history(page, name)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: what, exact: true }) })

test.describe.configure({ mode: 'parallel' })

test('The History tab of an instance shows its create and a stop done from the console', async ({ page }) => {
  test.slow()
  await signIn(page, 'fleet-admin')
  const name = await newInstance(page, 'mock-project')
  await page.goto(`/projects/mock-project/instances/${name}/storage`)
  const actions = page.getByRole('group', { name: 'Instance actions' })
  await expect(actions.getByRole('button', { name: 'Stop', exact: true })).toBeEnabled()
  await actions.getByRole('button', { name: 'Stop', exact: true }).click()
  await expect(page.getByText(`Instance ${name} is stopping`)).toBeVisible()

  await page.getByRole('navigation', { name: 'Instance' }).getByRole('link', { name: 'History' }).click()
  await expect(page).toHaveURL(`/projects/mock-project/instances/${name}/history`)
  const create = entry(page, name, 'Instance create')
  await expect(create).toContainText('You (fleet-admin)')
  await expect(create).toContainText('Succeeded (201)')
  await expect(create).toContainText('127.0.0.1')
  const stop = entry(page, name, 'Instance stop')
  await expect(stop).toContainText('You (fleet-admin)')
  await expect(stop).toContainText('Succeeded (202)')
  await expect(stop).toContainText('Audit log')
  // newest first: the stop above the create
  const rows = history(page, name).getByRole('row')
  await expect(rows.nth(1)).toContainText(/Instance stop|State /)
  await expect(rows.last()).toContainText('Instance create')
  // The state change the page saw while it polled, kept in this browser. Which state the next read finds depends on
  // when it lands (on a loaded machine the mock may already be at stopped), so either counts; and the
  // new instance may still be starting when Stop is pressed (starting → stopping).
  const seen = history(page, name)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: /^State [a-z]+ → stop(ping|ped)$/ }) })
  await expect(seen.first()).toContainText('Observed by this console')
  // what the log does not record for an instance is said, not left out
  await expect(page.getByRole('list', { name: 'Not in the audit log' })).toContainText('automatic restart')
})

test('Without the right to read the audit log, the tab says so and still lists what this browser saw', async ({
  page,
}) => {
  await signIn(page, 'silo-collab')
  await page.goto('/projects/mock-project/instances/db1/history')
  await expect(page.getByRole('note')).toHaveText(
    'The audit log is readable only by fleet viewers and admins, so this history holds only what this browser did and saw.',
  )
  await expect(page.getByText('Nothing recorded for this instance yet.')).toBeVisible()
})

test("A VPC's History shows a firewall rule saved from the console with what it added, beside the log's entry", async ({
  page,
}) => {
  test.slow()
  await signIn(page, 'fleet-admin')
  const vpc = unique('vpc')
  const res = await page.request.post('/v1/vpcs?project=mock-project', {
    data: { name: vpc, description: '', dns_name: vpc },
  })
  expect(res.status()).toBe(201)
  const rule = unique('ssh')
  await page.goto(`/projects/mock-project/vpcs/${vpc}/firewall-rules-new`)
  const form = page.getByRole('dialog', { name: 'Add firewall rule' })
  // typed where the focus lands, as a person would
  await form.getByRole('textbox', { name: 'Name', exact: true }).focus()
  await page.keyboard.type(rule)
  await form.getByLabel('Priority').fill('100')
  await form.getByLabel('TCP').check()
  await form.getByLabel('Ports').fill('22')
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(form).toBeHidden()

  await page.getByRole('navigation', { name: 'VPC sections' }).getByRole('link', { name: 'History' }).click()
  await expect(page).toHaveURL(`/projects/mock-project/vpcs/${vpc}/history`)
  // its What cell holds the title and the list of what changed
  const saved = history(page, vpc)
    .getByRole('row')
    .filter({ hasText: `Firewall rule ${rule} created` })
  await expect(saved).toContainText('Saved from this console')
  await expect(saved.getByRole('list', { name: 'Before and after' })).toContainText(`Added Rule ${rule}`)
  await expect(entry(page, vpc, 'Vpc firewall rules update')).toContainText('Succeeded')
  await expect(entry(page, vpc, 'Vpc create')).toContainText('You (fleet-admin)')
})

test("A disk's detail shows its history when asked: its create, by whom", async ({ page }) => {
  test.slow()
  await signIn(page, 'fleet-admin')
  const disk = await createDisk(page, 'mock-project')
  await page.goto(`/projects/mock-project/disks/${disk}`)
  const panel = page.getByRole('dialog', { name: `Disk ${disk}` })
  await panel.getByRole('button', { name: 'Show history' }).click()
  await expect(entry(page, disk, 'Disk create')).toContainText('You (fleet-admin)')
  await expect(panel.getByRole('list', { name: 'Not in the audit log' })).toContainText('Attaching and detaching')
})

test("A floating IP's History opens from its row menu over the list", async ({ page }) => {
  test.slow()
  await signIn(page, 'fleet-admin')
  const ip = unique('fip')
  const res = await page.request.post('/v1/floating-ips?project=mock-project', { data: { name: ip, description: '' } })
  expect(res.status()).toBe(201)
  await page.goto('/projects/mock-project/floating-ips')
  await page.getByRole('button', { name: `${ip} actions`, exact: true }).click()
  await page.getByRole('menuitem', { name: 'History', exact: true }).click()
  await expect(page).toHaveURL(`/projects/mock-project/floating-ips/${ip}/history`)
  const panel = page.getByRole('dialog', { name: `History of floating IP ${ip}` })
  await expect(entry(page, ip, 'Floating ip create')).toContainText('You (fleet-admin)')
  await panel.getByRole('button', { name: 'Close' }).first().click()
  await expect(page).toHaveURL('/projects/mock-project/floating-ips')
})
