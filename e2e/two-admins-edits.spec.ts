import {
  appendToName,
  created,
  createProject,
  expect,
  getJson,
  openForms,
  renameWhileAnotherDescribes,
  routerInNewProject,
  twoAdminsTest as test,
  unique,
} from './utils'

/**
 * Two administrators at once on the edit forms of a project and of what is in it: the project, a VPC, a router and
 * an affinity group. Each update takes every field, so each save re-reads the object and applies only
 * the fields this user changed. The second saves from the form as it opened; both changes end up on the server.
 */

// Two browsers at once on a shared 2-core machine: each test does twice a usual test's work.
test.describe.configure({ timeout: 120_000 })

test('One admin renames a project while another writes its description: both are kept', async ({
  admins: { first, second },
}) => {
  const project = await createProject(first, 'two-admins')
  const { id } = await getJson<{ id: string }>(first, `/v1/projects/${project}`)
  const [a, b] = await openForms([first, second], `/projects/${project}/edit`, 'Edit project')

  await a.getByRole('textbox', { name: 'Description' }).fill('written by the first')
  await a.getByRole('button', { name: 'Update project' }).click()
  await expect(first.getByText(`Project ${project} updated`)).toBeVisible()

  // the second form holds the empty description; its rename must not blank the first's words
  await appendToName(second, b, project, '-renamed')
  await b.getByRole('button', { name: 'Update project' }).click()
  await expect(second.getByText(`Project ${project}-renamed updated`)).toBeVisible()

  const saved = await getJson<{ name: string; description: string }>(first, `/v1/projects/${id}`)
  expect([saved.name, saved.description]).toEqual([`${project}-renamed`, 'written by the first'])
})

test('One admin changes a VPC’s DNS name while another changes its description: both are kept', async ({
  admins: { first, second },
}) => {
  const project = await createProject(first, 'two-admins')
  const vpc = unique('vpc')
  await created(first, `/v1/vpcs?project=${project}`, { name: vpc, description: '', dns_name: vpc })
  const [a, b] = await openForms([first, second], `/projects/${project}/vpcs/${vpc}/edit`, 'Edit VPC')

  await a.getByRole('textbox', { name: 'DNS name' }).fill('first-dns')
  await a.getByRole('button', { name: 'Update VPC' }).click()
  await expect(first.getByText(`VPC ${vpc} updated`)).toBeVisible()

  await b.getByRole('textbox', { name: 'Description' }).fill('second words')
  await expect(b.getByRole('region', { name: 'Changes to apply' })).toContainText('Change Description')
  await b.getByRole('button', { name: 'Update VPC' }).click()
  await expect(second.getByText(`VPC ${vpc} updated`)).toBeVisible()

  const saved = await getJson<{ dns_name: string; description: string }>(first, `/v1/vpcs/${vpc}?project=${project}`)
  expect([saved.dns_name, saved.description]).toEqual(['first-dns', 'second words'])
})

test('One admin renames a router while another writes its description: both are kept', async ({
  admins: { first, second },
}) => {
  const { project, vpc, router, routerId: id } = await routerInNewProject(first)
  const [a, b] = await openForms(
    [first, second],
    `/projects/${project}/vpcs/${vpc}/routers/${router}/edit`,
    'Edit router',
  )

  await a.getByRole('textbox', { name: 'Name', exact: true }).fill(`${router}-new`)
  await a.getByRole('button', { name: 'Update router' }).click()
  await expect(first.getByText(`Router ${router}-new updated`)).toBeVisible()

  // the second form opened under the old name; its save still finds the router, by ID
  await b.getByRole('textbox', { name: 'Description' }).fill('second words')
  await b.getByRole('button', { name: 'Update router' }).click()
  await expect(second.getByText(`Router ${router}-new updated`)).toBeVisible()

  const saved = await getJson<{ name: string; description: string }>(first, `/v1/vpc-routers/${id}`)
  expect([saved.name, saved.description]).toEqual([`${router}-new`, 'second words'])
})

test('One admin renames an affinity group while another writes its description: both are kept', async ({
  admins: { first, second },
}) => {
  const { name, saved } = await renameWhileAnotherDescribes([first, second], {
    prefix: 'aff',
    create: '/v1/affinity-groups?project=mock-project',
    data: { policy: 'allow', failure_domain: 'sled' },
    edit: (n) => `/projects/mock-project/affinity/${n}/edit?kind=affinity`,
    dialog: () => 'Edit affinity group',
    submit: 'Update group',
    toast: (n) => `Affinity group ${n} updated`,
    read: '/v1/affinity-groups',
  })
  expect(saved).toEqual([`${name}-new`, 'second words'])
})
