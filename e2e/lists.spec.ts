import type { Page } from '@playwright/test'
import { expect, signIn, table, test, unique } from './utils'

/**
 * What every list does (issues #33.2, #33.3, #38.3): sort by any column once every row is here,
 * filters with negation and presence, saved views that come back from their link, and a filter
 * hint made from the list's own columns. Each test works in a project of its own: the mock
 * keeps state across tests.
 */

const GiB = 1024 ** 3

async function newProject(page: Page) {
  const name = unique('lists')
  const res = await page.request.post('/v1/projects', { data: { name, description: 'lists e2e' } })
  expect(res.status()).toBe(201)
  return name
}

/** Disks one after another, so each is created after the one before it. */
async function newDisks(page: Page, project: string, disks: { name: string; description?: string }[]) {
  for (const { name, description = '' } of disks) {
    const res = await page.request.post(`/v1/disks?project=${project}`, {
      data: {
        name,
        description,
        size: GiB,
        disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
      },
    })
    expect(res.status()).toBe(201)
  }
}

const disks = (page: Page) => table(page, 'Disks')
/** The table's rows of this test's disks, in the order shown. */
const diskRows = (page: Page, tag: string) => disks(page).getByRole('row').filter({ hasText: tag })
const filterBox = (page: Page) => page.getByRole('searchbox', { name: 'Filter' })

test.describe.configure({ mode: 'parallel' })

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

test('With All rows a list sorts by creation time, both ways, and the sort stays in the URL', async ({ page }) => {
  const project = await newProject(page)
  const tag = unique('sort')
  // created in an order that is not the names' order
  const [zeta, alpha, mid] = [`${tag}-zeta`, `${tag}-alpha`, `${tag}-mid`]
  await newDisks(page, project, [{ name: zeta }, { name: alpha }, { name: mid }])
  await page.goto(`/projects/${project}/disks`)
  await expect(diskRows(page, tag)).toHaveText([new RegExp(alpha), new RegExp(mid), new RegExp(zeta)])

  await page.getByLabel('Rows per page').selectOption('all')
  await disks(page)
    .getByRole('button', { name: /^Created/ })
    .click()
  await expect(disks(page).getByRole('columnheader', { name: /^Created/ })).toHaveAttribute('aria-sort', 'ascending')
  await expect(diskRows(page, tag)).toHaveText([new RegExp(zeta), new RegExp(alpha), new RegExp(mid)])
  await expect(page).toHaveURL(/[?&]sort=created(&|$)/)

  // again, by keyboard: the header's button keeps focus and turns the order round
  await disks(page)
    .getByRole('button', { name: /^Created/ })
    .press('Enter')
  await expect(diskRows(page, tag)).toHaveText([new RegExp(mid), new RegExp(alpha), new RegExp(zeta)])
  await expect(page).toHaveURL(/[?&]sort=-created(&|$)/)
  await expect(page).toHaveURL(/[?&]rows=all(&|$)/)

  await page.reload()
  await expect(page.getByLabel('Rows per page')).toHaveValue('all')
  await expect(diskRows(page, tag)).toHaveText([new RegExp(mid), new RegExp(alpha), new RegExp(zeta)])
})

test('Negation and presence filters keep the rows that do not match or that have the field', async ({ page }) => {
  const project = await newProject(page)
  const tag = unique('neg')
  const [kept, bare] = [`${tag}-kept`, `${tag}-bare`]
  await newDisks(page, project, [{ name: kept, description: 'holds the logs' }, { name: bare }])
  await page.goto(`/projects/${project}/disks`)
  await expect(diskRows(page, tag)).toHaveCount(2)

  // typed where focus lands: `/` focuses the filter box
  await page.keyboard.press('/')
  await expect(filterBox(page)).toBeFocused()
  await page.keyboard.type(`-name:${kept}`)
  await expect(page.getByText('1 of 2 rows match')).toBeVisible()
  await expect(diskRows(page, tag)).toHaveText([new RegExp(bare)])

  await filterBox(page).fill('has:description')
  await expect(diskRows(page, tag)).toHaveText([new RegExp(kept)])
  await filterBox(page).fill('-has:description')
  await expect(diskRows(page, tag)).toHaveText([new RegExp(bare)])
  await filterBox(page).fill('-logs')
  await expect(diskRows(page, tag)).toHaveText([new RegExp(bare)])

  await filterBox(page).fill('-state:detached')
  await expect(page.getByText('0 of 2 rows match')).toBeVisible()
  await expect(page.getByText('No disks loaded match “-state:detached”.')).toBeVisible()
  await expect(page).toHaveURL(/[?&]filter=-state%3Adetached/)
})

test('A saved view is listed above the table and its link opens the list as saved', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const project = await newProject(page)
  const tag = unique('view')
  const [first, second, third] = [`${tag}-c`, `${tag}-a`, `${tag}-b`]
  await newDisks(page, project, [
    { name: first, description: 'old' },
    { name: second },
    { name: third, description: 'new' },
  ])
  await page.goto(`/projects/${project}/disks`)
  await page.getByLabel('Rows per page').selectOption('all')
  await filterBox(page).fill('has:description')
  await disks(page)
    .getByRole('button', { name: /^Created/ })
    .click()
  await disks(page)
    .getByRole('button', { name: /^Created/ })
    .click()
  await expect(diskRows(page, tag)).toHaveText([new RegExp(third), new RegExp(first)])

  const name = unique('described')
  await page.getByRole('button', { name: 'Save view' }).click()
  // the name box takes focus: type the name and press Enter
  await expect(page.getByRole('textbox', { name: 'View name' })).toBeFocused()
  await page.keyboard.type(name)
  await page.keyboard.press('Enter')
  const views = page.getByRole('group', { name: 'Saved views of disks' })
  await expect(views.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true')

  // the list as it comes, then the view again from its button
  await page.goto(`/projects/${project}/disks`)
  await expect(diskRows(page, tag)).toHaveCount(3)
  await expect(views.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'false')
  await views.getByRole('button', { name, exact: true }).click()
  await expect(diskRows(page, tag)).toHaveText([new RegExp(third), new RegExp(first)])

  // its link, opened in a page of its own, restores filter, sort and rows per page
  await views.getByRole('button', { name: `View ${name} actions` }).click()
  await page.getByRole('menuitem', { name: 'Copy link' }).click()
  await expect(page.getByText(`Link to “${name}” copied`)).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  const other = await context.newPage()
  await other.goto(link)
  await expect(other.getByRole('searchbox', { name: 'Filter' })).toHaveValue('has:description')
  await expect(other.getByLabel('Rows per page')).toHaveValue('all')
  await expect(diskRows(other, tag)).toHaveText([new RegExp(third), new RegExp(first)])
  await expect(
    other.getByRole('group', { name: 'Saved views of disks' }).getByRole('button', { name, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true')

  // deleted, it is no longer listed
  await views.getByRole('button', { name: `View ${name} actions` }).click()
  await page.getByRole('menuitem', { name: 'Delete view' }).click()
  await expect(views.getByRole('button', { name, exact: true })).toBeHidden()
})

test('The filter hint comes from the list: firewall rules suggest their own fields, not a state', async ({ page }) => {
  await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules')
  await expect(table(page, 'Firewall rules').getByRole('row').nth(1)).toBeVisible()
  const hint = await filterBox(page).getAttribute('placeholder')
  expect(hint).toMatch(/\bname:\S+/)
  expect(hint).not.toMatch(/state:/)

  // the instances list has a state, and says so
  await page.goto('/projects/mock-project/instances')
  await expect(table(page, 'Instances').getByRole('row').nth(1)).toBeVisible()
  await expect(filterBox(page)).toHaveAttribute('placeholder', /\bstate:\S+/)
})

test('The ID column is offered, kept in the URL and sortable', async ({ page }) => {
  const project = await newProject(page)
  const tag = unique('ids')
  await newDisks(page, project, [{ name: `${tag}-a` }, { name: `${tag}-b` }])
  const res = await page.request.get(`/v1/disks/${tag}-a?project=${project}`)
  const { id } = (await res.json()) as { id: string }
  await page.goto(`/projects/${project}/disks`)
  await expect(disks(page).getByRole('columnheader', { name: 'ID' })).toHaveCount(0)
  await page.getByRole('checkbox', { name: 'ID column' }).check()
  await expect(disks(page).getByRole('cell', { name: id })).toBeVisible()
  await expect(page).toHaveURL(/[?&]ids=1(&|$)/)
  await page.reload()
  await expect(disks(page).getByRole('cell', { name: id })).toBeVisible()
  await expect(disks(page).getByRole('button', { name: /^ID/ })).toBeVisible()
})
