import type { Page } from '@playwright/test'
import { expect, test, twoSessions, unique } from './utils'

/**
 * Two administrators at once on a project's and a VPC's edit form (issue #32): each update takes
 * every field, so each save re-reads the object and applies only the fields this user changed.
 * The second saves from the form as it opened; both changes end up on the server.
 */

// Two browsers at once on a shared 2-core machine: each test does twice a usual test's work.
test.describe.configure({ timeout: 120_000 })

async function openForm(pages: Page[], url: string, dialog: string) {
  const forms = []
  for (const page of pages) {
    await page.goto(url)
    const form = page.getByRole('dialog', { name: dialog })
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible({ timeout: 15_000 })
    forms.push(form)
  }
  return forms
}

const json = async <T>(page: Page, url: string) => (await (await page.request.get(url)).json()) as T

test('One admin renames a project while another writes its description: both are kept', async ({
  browser,
  baseURL,
}) => {
  const { first, second, done } = await twoSessions(browser, baseURL)
  const project = unique('two-admins')
  expect((await first.request.post('/v1/projects', { data: { name: project, description: '' } })).ok()).toBe(true)
  const { id } = await json<{ id: string }>(first, `/v1/projects/${project}`)
  const [a, b] = await openForm([first, second], `/projects/${project}/edit`, 'Edit project')

  await a.getByRole('textbox', { name: 'Description' }).fill('written by the first')
  await a.getByRole('button', { name: 'Update project' }).click()
  await expect(first.getByText(`Project ${project} updated`)).toBeVisible()

  // the second form holds the empty description; its rename must not blank the first's words
  await b.getByRole('textbox', { name: 'Name', exact: true }).click()
  await second.keyboard.press('End')
  await second.keyboard.type('-renamed')
  await expect(b.getByRole('region', { name: 'Changes to apply' })).toContainText(
    `Change Name: ${project} → ${project}-renamed`,
  )
  await b.getByRole('button', { name: 'Update project' }).click()
  await expect(second.getByText(`Project ${project}-renamed updated`)).toBeVisible()

  const saved = await json<{ name: string; description: string }>(first, `/v1/projects/${id}`)
  expect([saved.name, saved.description]).toEqual([`${project}-renamed`, 'written by the first'])
  await done()
})

test('One admin changes a VPC’s DNS name while another changes its description: both are kept', async ({
  browser,
  baseURL,
}) => {
  const { first, second, done } = await twoSessions(browser, baseURL)
  const project = unique('two-admins')
  const vpc = unique('vpc')
  expect((await first.request.post('/v1/projects', { data: { name: project, description: '' } })).ok()).toBe(true)
  const created = await first.request.post(`/v1/vpcs?project=${project}`, {
    data: { name: vpc, description: '', dns_name: vpc },
  })
  expect(created.status()).toBe(201)
  const [a, b] = await openForm([first, second], `/projects/${project}/vpcs/${vpc}/edit`, 'Edit VPC')

  await a.getByRole('textbox', { name: 'DNS name' }).fill('first-dns')
  await a.getByRole('button', { name: 'Update VPC' }).click()
  await expect(first.getByText(`VPC ${vpc} updated`)).toBeVisible()

  await b.getByRole('textbox', { name: 'Description' }).fill('second words')
  await expect(b.getByRole('region', { name: 'Changes to apply' })).toContainText('Change Description')
  await b.getByRole('button', { name: 'Update VPC' }).click()
  await expect(second.getByText(`VPC ${vpc} updated`)).toBeVisible()

  const saved = await json<{ dns_name: string; description: string }>(first, `/v1/vpcs/${vpc}?project=${project}`)
  expect([saved.dns_name, saved.description]).toEqual(['first-dns', 'second words'])
  await done()
})
