import type { Page } from '@playwright/test'
import { created, expect, getJson, routerInNewProject, row, twoAdminsTest as test } from './utils'

/**
 * Two administrators at once on one route of a custom router: the update takes the
 * route whole, so each save re-reads it and applies only this user's change. The second saves from
 * the form as it opened; both changes end up on the server.
 */

// Two browsers at once on a shared 2-core machine: each test does twice a usual test's work.
test.describe.configure({ timeout: 120_000 })

type WireRoute = { name: string; description: string; destination: { type: string; value: string } }

test('One admin changes a route’s destination while another changes its description: both are kept', async ({
  admins: { first, second },
}) => {
  const { project, vpc, router } = await routerInNewProject(first, 'issue 32')
  const q = `project=${project}&vpc=${vpc}&router=${router}`
  await created(first, `/v1/vpc-router-routes?${q}`, {
    name: 'r1',
    description: 'first route',
    destination: { type: 'ip_net', value: '10.0.0.0/24' },
    target: { type: 'drop' },
  })
  const url = `/projects/${project}/vpcs/${vpc}/routers/${router}/routes/r1/edit`
  const forms: ReturnType<Page['getByRole']>[] = []
  for (const page of [first, second]) {
    await page.goto(url)
    const form = page.getByRole('dialog', { name: 'Edit route r1' })
    await expect(form.getByLabel('Destination value')).toHaveValue('10.0.0.0/24', { timeout: 15_000 })
    forms.push(form)
  }
  const [a, b] = forms

  await a.getByLabel('Destination value').fill('10.1.0.0/24')
  await expect(a.getByRole('region', { name: 'Changes to apply' })).toContainText(
    'Change Destination: ip net 10.0.0.0/24 → ip net 10.1.0.0/24',
  )
  await a.getByRole('button', { name: 'Update route' }).click()
  await expect(first.getByText('Route r1 updated')).toBeVisible()

  // the second form still holds the old destination; its save must not put it back
  await b.getByRole('textbox', { name: 'Description' }).click()
  await second.keyboard.press('ControlOrMeta+a')
  await second.keyboard.type('second route')
  await expect(b.getByRole('region', { name: 'Changes to apply' })).toContainText('Change Description')
  await b.getByRole('button', { name: 'Update route' }).click()
  await expect(second.getByText('Route r1 updated')).toBeVisible()

  const saved = await getJson<WireRoute>(first, `/v1/vpc-router-routes/r1?${q}`)
  expect([saved.destination.value, saved.description]).toEqual(['10.1.0.0/24', 'second route'])
  await expect(row(second, 'Routes', 'r1')).toContainText('10.1.0.0/24')
})
