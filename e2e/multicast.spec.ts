import { expect, networkingSettled, row, signIn, table, test, typeInto, unique } from './utils'

/**
 * Multicast groups: the fleet-wide groups listed under a project, a group's page with
 * its members (of any project), and an instance joining and leaving groups from its networking tab. The
 * API has no create call: joining a new name or multicast IP creates the group, the last leave deletes
 * it. The mock keeps state across tests, so every test names its own groups.
 */

const project = 'mock-project'

test.describe.configure({ mode: 'parallel' })

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

test('The groups list says how groups come to be; a group page lists members of every project', async ({ page }) => {
  await page.goto(`/projects/${project}`)
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Multicast groups' }).click()
  await expect(page.getByRole('heading', { name: 'Multicast groups', level: 1 })).toBeVisible()
  await expect(page.getByText(/There is no separate create step/)).toBeVisible()
  const feed = row(page, 'Multicast groups', 'video-feed')
  await expect(feed).toContainText('224.1.0.1')
  await expect(feed).toContainText('Any source')
  await expect(row(page, 'Multicast groups', 'market-data')).toContainText('198.51.100.7')
  await feed.getByRole('link', { name: 'video-feed' }).click()

  await expect(page).toHaveURL(/\/multicast-groups\/video-feed$/)
  await expect(page.getByText('multicast-pool')).toBeVisible()
  const members = table(page, 'Members')
  await expect(row(page, members, { text: 'db1' })).toContainText('Joined')
  await expect(row(page, members, { text: 'web-1' })).toContainText('Any source')
  // the third member, other-project's bastion, is shown by ID: groups span projects
  await expect(row(page, members, { text: '(another project)' })).toHaveCount(1)
})

test('An instance joins a new group by name, which creates it, then leaves it (confirmed), which deletes it', async ({
  page,
  trap,
}) => {
  // the deleted group's page is visited on purpose at the end
  trap.allow(/status of 404/)
  const name = unique('mc')
  await page.goto(`/projects/${project}/instances/web-1/networking`)
  await networkingSettled(page, 'external subnets')
  await page.getByRole('button', { name: 'Join multicast group' }).click()
  const form = page.getByRole('dialog', { name: 'Join multicast group' })
  await form.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'A new group…' })
  await typeInto(page, form.getByRole('textbox', { name: 'New group name or multicast IP' }), name)
  await form.getByRole('button', { name: 'Join group' }).click()
  await expect(form).toHaveCount(0)
  const membership = row(page, 'Multicast groups', name)
  await expect(membership).toContainText('Joined')
  await expect(membership).toContainText('Any source')

  // the new group is in the project's list, made from the silo's multicast pool
  await membership.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(row(page, 'Members', { text: 'web-1' })).toBeVisible()
  await page.goBack()

  await row(page, 'Multicast groups', name)
    .getByRole('button', { name: /actions$/ })
    .click()
  await page.getByRole('menuitem', { name: 'Leave', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Leave multicast group' })
  await expect(confirm).toContainText('the group is deleted')
  await confirm.getByRole('button', { name: 'Leave' }).click()
  await expect(row(page, 'Multicast groups', name)).toHaveCount(0)
  // the last member left: the group is gone
  await page.goto(`/projects/${project}/multicast-groups/${name}`)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('Joining checks addresses: SSM needs sources, and a multicast IP outside the silo pools is refused with what was typed kept', async ({
  page,
  trap,
}) => {
  trap.allow(/status of 400/)
  await page.goto(`/projects/${project}/multicast-groups`)
  await page.getByRole('button', { name: 'Join a group' }).first().click()
  const form = page.getByRole('dialog', { name: 'Join multicast group' })
  await form.getByRole('combobox', { name: 'Instance' }).selectOption('db2')
  await form.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'A new group…' })
  const box = form.getByRole('textbox', { name: 'New group name or multicast IP' })
  await typeInto(page, box, '232.1.1.1')
  await form.getByRole('button', { name: 'Join group' }).click()
  await expect(form.getByText(/source-specific multicast address .* needs at least one source IP/)).toBeVisible()
  // not in any multicast pool linked to the silo: the server says so
  await typeInto(page, box, '239.9.9.9')
  await form.getByRole('button', { name: 'Join group' }).click()
  await expect(form.getByText(/multicast IP not in any pool's address range/i)).toBeVisible()
  await expect(box).toHaveValue('239.9.9.9')
  // an address in the pool works, and joins the source given
  await typeInto(page, box, '224.1.0.40')
  await typeInto(page, form.getByRole('textbox', { name: 'Source IPs' }), '198.51.100.9')
  await form.getByRole('button', { name: 'Join group' }).click()
  await expect(form).toHaveCount(0)
  await expect(row(page, 'Multicast groups', 'mcast-224-1-0-40')).toContainText('198.51.100.9')
  // clean up: db2 leaves, which deletes the group
  await page.goto(`/projects/${project}/instances/db2/networking`)
  await networkingSettled(page, 'external subnets')
  await row(page, 'Multicast groups', 'mcast-224-1-0-40')
    .getByRole('button', { name: /actions$/ })
    .click()
  await page.getByRole('menuitem', { name: 'Leave', exact: true }).click()
  await page.getByRole('dialog', { name: 'Leave multicast group' }).getByRole('button', { name: 'Leave' }).click()
  await expect(row(page, 'Multicast groups', 'mcast-224-1-0-40')).toHaveCount(0)
})

test('A new instance joins groups at create, one per line, after a bad line is refused with what was typed kept', async ({
  page,
}) => {
  const name = unique('mc-inst')
  const fresh = unique('mc-born')
  await page.goto(`/projects/${project}/instances-new`)
  const form = page.getByRole('form', { name: 'Create instance' })
  await typeInto(page, form.getByRole('textbox', { name: /^Name/ }), name)
  await form.getByRole('combobox', { name: /^Image/ }).selectOption({ index: 1 })
  await form.getByRole('radio', { name: 'None' }).check()
  await form.getByRole('checkbox', { name: 'Allocate an ephemeral IPv4 address' }).uncheck()
  const groups = form.getByRole('textbox', { name: 'Groups to join' })
  await typeInto(page, groups, 'video-feed')
  await page.keyboard.press('Enter')
  await page.keyboard.type('232.1.1.1')
  await form.getByRole('button', { name: 'Create instance' }).click()
  // on the field (the form's footer may repeat it beside the button)
  await expect(
    form.getByRole('alert').filter({ hasText: /Line 2 \(232\.1\.1\.1\): A source-specific multicast address/ }),
  ).toBeVisible()
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue(name)
  await typeInto(page, groups, 'video-feed')
  await page.keyboard.press('Enter')
  await page.keyboard.type(fresh)
  await form.getByRole('button', { name: 'Create instance' }).click()
  await expect(page).toHaveURL(new RegExp(`/instances/${name}/storage$`))
  await page.getByRole('link', { name: 'Networking', exact: true }).click()
  await expect(row(page, 'Multicast groups', 'video-feed')).toBeVisible()
  await expect(row(page, 'Multicast groups', fresh)).toBeVisible()
})
