import type { Page } from '@playwright/test'
import { expect, signIn, test, unique } from './utils'

/**
 * Capacity that tells the truth (issue #36 point 6): create forms show what the request takes out of the
 * silo's quota and warn before submit when it would go past it. Each test works in a silo of its own with
 * small quotas (made by fleet-admin), so what other tests provision cannot move its figures.
 */

const GiB = 1024 ** 3

async function smallSilo(admin: Page) {
  const silo = unique('quota-silo')
  const created = await admin.request.post('/v1/system/silos', {
    data: {
      name: silo,
      description: 'capacity e2e',
      discoverable: true,
      identity_mode: 'local_only',
      quotas: { cpus: 16, memory: 64 * GiB, storage: 1024 * GiB },
      tls_certificates: [],
    },
  })
  expect(created.status()).toBe(201)
  const name = unique('quota-user')
  const res = await admin.request.post(`/v1/system/identity-providers/local/users?silo=${silo}`, {
    data: { external_id: name, password: { mode: 'password', value: 'demo-password' } },
  })
  expect(res.status()).toBe(201)
  const id = (await res.json()).id as string
  const policy = await (await admin.request.get(`/v1/system/silos/${silo}/policy`)).json()
  policy.role_assignments.push({ identity_id: id, identity_type: 'silo_user', role_name: 'collaborator' })
  expect((await admin.request.put(`/v1/system/silos/${silo}/policy`, { data: policy })).status()).toBe(200)
  return { name, silo }
}

test('An instance create over the silo memory quota is warned about before submit', async ({ page, browser }) => {
  await signIn(page, 'fleet-admin')
  const user = await smallSilo(page)
  const me = await (await browser.newContext()).newPage()
  await signIn(me, user.name, user.silo)
  const project = unique('quota')
  expect((await me.request.post('/v1/projects', { data: { name: project, description: '' } })).status()).toBe(201)

  await me.goto(`/projects/${project}/instances-new`)
  const form = me.getByRole('form', { name: 'Create instance' })
  await form.getByRole('combobox', { name: 'Size' }).selectOption('Custom')
  const memory = form.getByRole('textbox', { name: /^Memory \(GiB\)/ })
  await memory.focus()
  await me.keyboard.press('ControlOrMeta+A')
  await me.keyboard.type('76')

  const quota = form.getByRole('region', { name: 'Silo quota' })
  await expect(quota.getByText('Would exceed the memory quota by 12 GiB')).toBeVisible({ timeout: 15_000 })
  const memoryRow = quota.getByRole('row', { name: /^Memory/ })
  await expect(memoryRow.getByRole('cell')).toHaveText(['76 GiB', '0 B', '64 GiB', 'None'])

  // within the quota: the figures stay, the warning goes
  await memory.fill('8')
  await expect(memoryRow.getByRole('cell')).toHaveText(['8 GiB', '0 B', '64 GiB', '56 GiB'])
  await expect(quota.getByText(/Would exceed/)).toHaveCount(0)
})
