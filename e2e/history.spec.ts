import type { Page } from '@playwright/test'
import { expect, signIn, test, unique } from './utils'

/**
 * A resource's History tab (issue #36 point 1): the audit log's entries about it, merged with what
 * this browser did and saw. Each test makes its own instance (the mock keeps state across tests).
 */

const GiB = 1024 ** 3

async function newInstance(page: Page, project: string) {
  const name = unique('hist')
  const res = await page.request.post(`/v1/instances?project=${project}`, {
    data: {
      name,
      description: '',
      hostname: name,
      ncpus: 1,
      memory: GiB,
      start: true,
      network_interfaces: { type: 'none' },
    },
  })
  expect(res.status()).toBe(201)
  return name
}

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
  // the state change the page saw while it polled, kept in this browser
  await expect(entry(page, name, 'State running → stopping')).toContainText('Observed by this console')
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
