import type { Locator, Page } from '@playwright/test'
import { expect, row, test, twoSessions, unique } from './utils'

/**
 * Two administrators at once on the edit forms of pools, addresses and subnets (issue #32): each update takes
 * every field, so each save re-reads the object by ID and applies only the fields this user changed. The second
 * saves from the form as it opened: both changes end up on the server, or the same field changed by both is a
 * conflict shown to the second, with the first's change kept.
 */

// Two browsers at once on a shared 2-core machine: each test does twice a usual test's work.
test.describe.configure({ timeout: 120_000 })

async function openForms(pages: Page[], url: string, dialog: string) {
  const forms: Locator[] = []
  for (const page of pages) {
    await page.goto(url)
    const form = page.getByRole('dialog', { name: dialog })
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible({ timeout: 15_000 })
    forms.push(form)
  }
  return forms
}

async function created(page: Page, url: string, data: object) {
  const res = await page.request.post(url, { data })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { id: string }).id
}

const named = async (page: Page, url: string) => {
  const { name, description } = (await (await page.request.get(url)).json()) as { name: string; description: string }
  return [name, description]
}

/** The first renames the object; the second, from the form as it opened, writes the description. */
async function renameThenDescribe(
  [first, second]: Page[],
  [a, b]: Locator[],
  { name, submit, toast }: { name: string; submit: string; toast: (name: string) => string },
) {
  await a.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name}-new`)
  await a.getByRole('button', { name: submit }).click()
  await expect(first.getByText(toast(`${name}-new`))).toBeVisible()

  // typed where focus lands, as a person does
  await b.getByRole('textbox', { name: 'Description' }).click()
  await second.keyboard.type('second words')
  await expect(b.getByRole('region', { name: 'Changes to apply' })).toContainText('Change Description')
  await b.getByRole('button', { name: submit }).click()
  await expect(second.getByText(toast(`${name}-new`))).toBeVisible()
}

test('One admin renames an IP pool while another writes its description: both are kept', async ({
  browser,
  baseURL,
}) => {
  const { first, second, done } = await twoSessions(browser, baseURL)
  const pool = unique('pool')
  const id = await created(first, '/v1/system/ip-pools', { name: pool, description: '', ip_version: 'v4' })
  const forms = await openForms([first, second], `/system/networking/ip-pools/${pool}/edit`, 'Edit IP pool')
  await renameThenDescribe([first, second], forms, {
    name: pool,
    submit: 'Update IP pool',
    toast: (n) => `IP pool ${n} updated`,
  })
  expect(await named(first, `/v1/system/ip-pools/${id}`)).toEqual([`${pool}-new`, 'second words'])
  await done()
})

test('Two admins write one subnet pool’s description: the second sees both and keeps theirs', async ({
  browser,
  baseURL,
}) => {
  const { first, second, done } = await twoSessions(browser, baseURL)
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
  expect(await named(first, `/v1/system/subnet-pools/${id}`)).toEqual([pool, 'first words'])
  await clash.getByRole('button', { name: 'Keep theirs' }).click()
  await expect(b).toBeHidden()
  expect(await named(first, `/v1/system/subnet-pools/${id}`)).toEqual([pool, 'first words'])
  await done()
})

test('One admin renames a floating IP while another writes its description: both are kept', async ({
  browser,
  baseURL,
}) => {
  const { first, second, done } = await twoSessions(browser, baseURL)
  const ip = unique('fip')
  const id = await created(first, '/v1/floating-ips?project=mock-project', { name: ip, description: '' })
  const forms = await openForms(
    [first, second],
    `/projects/mock-project/floating-ips/${ip}/edit`,
    `Edit floating IP ${ip}`,
  )
  await renameThenDescribe([first, second], forms, {
    name: ip,
    submit: 'Update floating IP',
    toast: (n) => `Floating IP ${n} updated`,
  })
  expect(await named(first, `/v1/floating-ips/${id}`)).toEqual([`${ip}-new`, 'second words'])
  await done()
})

test('One admin renames an external subnet while another writes its description: both are kept', async ({
  browser,
  baseURL,
}) => {
  const { first, second, done } = await twoSessions(browser, baseURL)
  const subnet = unique('ext')
  const id = await created(first, '/v1/external-subnets?project=mock-project', {
    name: subnet,
    description: '',
    allocator: { type: 'auto', prefix_length: 30, pool_selector: { type: 'explicit', pool: 'subnet-pool-1' } },
  })
  const forms = await openForms(
    [first, second],
    `/projects/mock-project/external-subnets/${subnet}/edit`,
    `Edit external subnet ${subnet}`,
  )
  await renameThenDescribe([first, second], forms, {
    name: subnet,
    submit: 'Update external subnet',
    toast: (n) => `External subnet ${n} updated`,
  })
  expect(await named(first, `/v1/external-subnets/${id}`)).toEqual([`${subnet}-new`, 'second words'])
  await done()
})

test('One admin renames an affinity group while another writes its description: both are kept', async ({
  browser,
  baseURL,
}) => {
  const { first, second, done } = await twoSessions(browser, baseURL)
  const group = unique('aff')
  const id = await created(first, '/v1/affinity-groups?project=mock-project', {
    name: group,
    description: '',
    policy: 'allow',
    failure_domain: 'sled',
  })
  const forms = await openForms(
    [first, second],
    `/projects/mock-project/affinity/${group}/edit?kind=affinity`,
    'Edit affinity group',
  )
  await renameThenDescribe([first, second], forms, {
    name: group,
    submit: 'Update group',
    toast: (n) => `Affinity group ${n} updated`,
  })
  expect(await named(first, `/v1/affinity-groups/${id}`)).toEqual([`${group}-new`, 'second words'])
  await done()
})

test('One admin gives a VPC subnet a custom router while another writes its description: both are kept', async ({
  browser,
  baseURL,
}) => {
  const { first, second, done } = await twoSessions(browser, baseURL)
  const project = unique('two-admins')
  const vpc = unique('vpc')
  const router = unique('rt')
  await created(first, '/v1/projects', { name: project, description: '' })
  await created(first, `/v1/vpcs?project=${project}`, { name: vpc, description: '', dns_name: vpc })
  const routerId = await created(first, `/v1/vpc-routers?project=${project}&vpc=${vpc}`, {
    name: router,
    description: '',
  })
  const url = `/v1/vpc-subnets/default?project=${project}&vpc=${vpc}`
  const { id } = (await (await first.request.get(url)).json()) as { id: string }
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

  const saved = (await (await first.request.get(`/v1/vpc-subnets/${id}`)).json()) as {
    description: string
    custom_router_id?: string
  }
  expect([saved.description, saved.custom_router_id]).toEqual(['second words', routerId])
  await done()
})

test('One admin renames a webhook receiver while another changes its endpoint: both are kept', async ({
  browser,
  baseURL,
}) => {
  const { first, second, done } = await twoSessions(browser, baseURL)
  const receiver = unique('hook')
  const id = await created(first, '/v1/webhook-receivers', {
    name: receiver,
    description: '',
    endpoint: 'https://example.com/a',
    secrets: ['s3cret'],
    subscriptions: [],
  })
  const [a, b] = await openForms([first, second], `/system/alerts/${receiver}/edit`, 'Edit receiver')

  await a.getByRole('textbox', { name: 'Name', exact: true }).fill(`${receiver}-new`)
  await a.getByRole('button', { name: 'Save changes' }).click()
  await expect(first.getByText(`Receiver ${receiver}-new updated`)).toBeVisible()

  // the update answers nothing: the second's toast names the receiver as it now is, renamed by the first
  await b.getByRole('textbox', { name: 'Endpoint URL' }).fill('https://example.com/b')
  await expect(b.getByRole('region', { name: 'Changes to apply' })).toContainText('Change Endpoint')
  await b.getByRole('button', { name: 'Save changes' }).click()
  await expect(second.getByText(`Receiver ${receiver}-new updated`)).toBeVisible()

  const saved = (await (await first.request.get(`/v1/alert-receivers/${id}`)).json()) as {
    name: string
    kind: { endpoint: string }
  }
  expect([saved.name, saved.kind.endpoint]).toEqual([`${receiver}-new`, 'https://example.com/b'])
  await done()
})

test('One admin raises a BGP configuration’s maximum paths while another renames it: both are kept', async ({
  browser,
  baseURL,
}) => {
  const { first, second, done } = await twoSessions(browser, baseURL)
  const config = unique('bgp')
  // a configuration of its own (ASN 64998), so the fixture's stays as other specs expect it
  const id = await created(first, '/v1/system/networking/bgp', {
    name: config,
    description: '',
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
  await b.getByRole('textbox', { name: 'Name', exact: true }).click()
  await second.keyboard.press('End')
  await second.keyboard.type('-b')
  await expect(b.getByRole('region', { name: 'Changes to apply' })).toContainText(
    `Change Name: ${config} → ${config}-b`,
  )
  await b.getByRole('button', { name: 'Update BGP configuration' }).click()
  await expect(second.getByText(`BGP configuration ${config}-b updated`)).toBeVisible()

  const list = (await (await first.request.get('/v1/system/networking/bgp?limit=1000')).json()) as {
    items: { id: string; name: string; max_paths: number }[]
  }
  const saved = list.items.find((c) => c.id === id)
  expect([saved?.name, saved?.max_paths]).toEqual([`${config}-b`, 4])
  await done()
})

test('Two admins write one support bundle’s comment: the second sees both and keeps theirs', async ({
  browser,
  baseURL,
}) => {
  const { first, second, done } = await twoSessions(browser, baseURL)
  const start = unique('bundle note')
  const id = await created(first, '/v1/system/support-bundles', { user_comment: start })
  const [a, b] = await (async () => {
    const dialogs: Locator[] = []
    for (const page of [first, second]) {
      await page.goto(`/system/support-bundles/${id}`)
      await page.getByRole('button', { name: 'Edit comment' }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit comment' })
      await expect(dialog.getByRole('textbox', { name: 'Comment' })).toHaveValue(start)
      dialogs.push(dialog)
    }
    return dialogs
  })()
  const comment = async () =>
    ((await (await first.request.get(`/v1/system/support-bundles/${id}`)).json()) as { user_comment: string })
      .user_comment

  await a.getByRole('textbox', { name: 'Comment' }).fill('first words')
  await a.getByRole('button', { name: 'Save comment' }).click()
  await expect(first.getByText('Comment saved')).toBeVisible()

  await b.getByRole('textbox', { name: 'Comment' }).fill('second words')
  await b.getByRole('button', { name: 'Save comment' }).click()
  const clash = b.getByRole('alert', { name: 'Changed by someone else' })
  await expect(clash.getByRole('row', { name: /Comment/ })).toContainText(/first words.*second words/)
  expect(await comment()).toBe('first words')
  await clash.getByRole('button', { name: 'Keep theirs' }).click()
  await expect(b).toBeHidden()
  expect(await comment()).toBe('first words')
  await done()
})
