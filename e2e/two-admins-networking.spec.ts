import type { Locator } from '@playwright/test'
import {
  appendToName,
  createNamed,
  created,
  expect,
  getJson,
  nameAndDescription,
  openForms,
  renameWhileAnotherDescribes,
  routerInNewProject,
  row,
  twoAdminsTest as test,
  unique,
  type RenameCase,
} from './utils'

/**
 * Two administrators at once on the edit forms of networking objects: IP and subnet pools, floating IPs,
 * external subnets, VPC subnets and BGP configurations. Each update takes every field, so each save re-reads the
 * object by ID and applies only the fields this user changed. The second saves from the form as it opened: both
 * changes end up on the server, or the same field changed by both is a conflict shown to the second, with the
 * first's change kept.
 */

// Two browsers at once on a shared 2-core machine: each test does twice a usual test's work.
test.describe.configure({ timeout: 120_000 })

const renames: [string, RenameCase][] = [
  [
    'an IP pool',
    {
      prefix: 'pool',
      create: '/v1/system/ip-pools',
      data: { ip_version: 'v4' },
      edit: (n) => `/system/networking/ip-pools/${n}/edit`,
      dialog: () => 'Edit IP pool',
      submit: 'Update IP pool',
      toast: (n) => `IP pool ${n} updated`,
      read: '/v1/system/ip-pools',
    },
  ],
  [
    'a floating IP',
    {
      prefix: 'fip',
      create: '/v1/floating-ips?project=mock-project',
      edit: (n) => `/projects/mock-project/floating-ips/${n}/edit`,
      dialog: (n) => `Edit floating IP ${n}`,
      submit: 'Update floating IP',
      toast: (n) => `Floating IP ${n} updated`,
      read: '/v1/floating-ips',
    },
  ],
  [
    'an external subnet',
    {
      prefix: 'ext',
      create: '/v1/external-subnets?project=mock-project',
      data: {
        allocator: { type: 'auto', prefix_length: 30, pool_selector: { type: 'explicit', pool: 'subnet-pool-1' } },
      },
      edit: (n) => `/projects/mock-project/external-subnets/${n}/edit`,
      dialog: (n) => `Edit external subnet ${n}`,
      submit: 'Update external subnet',
      toast: (n) => `External subnet ${n} updated`,
      read: '/v1/external-subnets',
    },
  ],
]

for (const [what, c] of renames)
  test(`One admin renames ${what} while another writes its description: both are kept`, async ({
    admins: { first, second },
  }) => {
    const { name, saved } = await renameWhileAnotherDescribes([first, second], c)
    expect(saved).toEqual([`${name}-new`, 'second words'])
  })

test('Two admins write one subnet pool’s description: the second sees both and keeps theirs', async ({
  admins: { first, second },
}) => {
  const pool = unique('spool')
  const id = await created(first, '/v1/system/subnet-pools', { name: pool, description: '', ip_version: 'v4' })
  const [a, b] = await openForms([first, second], `/system/networking/subnet-pools/${pool}/edit`, 'Edit subnet pool')

  await a.getByRole('textbox', { name: 'Description' }).fill('first words')
  await a.getByRole('button', { name: 'Update subnet pool' }).click()
  await expect(first.getByText(`Subnet pool ${pool} updated`)).toBeVisible()

  await b.getByRole('textbox', { name: 'Description' }).fill('second words')
  await b.getByRole('button', { name: 'Update subnet pool' }).click()
  const clash = b.getByRole('alert', { name: 'Changed by someone else' })
  await expect(clash.getByRole('row', { name: /Description/ })).toContainText(/first words.*second words/)
  expect(await nameAndDescription(first, `/v1/system/subnet-pools/${id}`)).toEqual([pool, 'first words'])
  await clash.getByRole('button', { name: 'Keep theirs' }).click()
  await expect(b).toBeHidden()
  expect(await nameAndDescription(first, `/v1/system/subnet-pools/${id}`)).toEqual([pool, 'first words'])
})

test('One admin gives a VPC subnet a custom router while another writes its description: both are kept', async ({
  admins: { first, second },
}) => {
  const { project, vpc, router, routerId } = await routerInNewProject(first)
  const { id } = await getJson<{ id: string }>(first, `/v1/vpc-subnets/default?project=${project}&vpc=${vpc}`)
  const [a, b] = await openForms(
    [first, second],
    `/projects/${project}/vpcs/${vpc}/subnets/default/edit`,
    'Edit subnet default',
  )

  await a.getByRole('combobox', { name: /^Custom router/ }).selectOption(router)
  await a.getByRole('button', { name: 'Update subnet' }).click()
  await expect(first.getByText('Subnet default updated')).toBeVisible()

  // the second form holds no custom router; its description must not detach the first's router
  await b.getByRole('textbox', { name: 'Description' }).fill('second words')
  await expect(b.getByRole('region', { name: 'Changes to apply' })).toContainText('Change Description')
  await b.getByRole('button', { name: 'Update subnet' }).click()
  await expect(second.getByText('Subnet default updated')).toBeVisible()

  const saved = await getJson<{ description: string; custom_router_id?: string }>(first, `/v1/vpc-subnets/${id}`)
  expect([saved.description, saved.custom_router_id]).toEqual(['second words', routerId])
})

test('One admin raises a BGP configuration’s maximum paths while another renames it: both are kept', async ({
  admins: { first, second },
}) => {
  // a configuration of its own (ASN 64998), so the fixture's stays as other specs expect it
  const { name: config, id } = await createNamed(first, '/v1/system/networking/bgp', 'bgp', {
    asn: 64998,
    bgp_announce_set_id: 'as65547-announce',
  })
  const forms: Locator[] = []
  for (const page of [first, second]) {
    await page.goto('/system/networking/bgp')
    await row(page, 'BGP configurations', config)
      .getByRole('button', { name: `${config} actions` })
      .click()
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click()
    const form = page.getByRole('dialog', { name: `Edit BGP configuration ${config}` })
    await expect(form.getByRole('textbox', { name: 'Maximum paths' })).toHaveValue('1')
    forms.push(form)
  }
  const [a, b] = forms

  await a.getByRole('textbox', { name: 'Maximum paths' }).fill('4')
  await a.getByRole('button', { name: 'Update BGP configuration' }).click()
  await expect(first.getByText(`BGP configuration ${config} updated`)).toBeVisible()

  // the second form still holds 1 path; its rename must not undo the first's 4
  await appendToName(second, b, config, '-b')
  await b.getByRole('button', { name: 'Update BGP configuration' }).click()
  await expect(second.getByText(`BGP configuration ${config}-b updated`)).toBeVisible()

  const list = await getJson<{ items: { id: string; name: string; max_paths: number }[] }>(
    first,
    '/v1/system/networking/bgp?limit=1000',
  )
  const saved = list.items.find((c) => c.id === id)
  expect([saved?.name, saved?.max_paths]).toEqual([`${config}-b`, 4])
})
