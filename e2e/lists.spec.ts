import type { Page } from '@playwright/test'
import { createDisk, createProject, expect, signIn, table, test, unique } from './utils'

/**
 * What every list does: sort by any column once every row is here,
 * filters with negation and presence, saved views that come back from their link, and a filter
 * hint made from the list's own columns. Each test works in a project of its own: the mock
 * keeps state across tests.
 */

const newProject = (page: Page) => createProject(page, 'lists', 'lists e2e')

/** Disks one after another, so each is created after the one before it. */
async function newDisks(page: Page, project: string, disks: { name: string; description?: string }[]) {
  for (const disk of disks) await createDisk(page, project, disk)
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
  await expect(page.getByText('No disks match “-state:detached”.')).toBeVisible()
  await expect(page).toHaveURL(/[?&]filter=-state%3Adetached/)
})

/** Disks made in the order c, a, b (c and b described); the list filtered and sorted newest first. */
async function describedNewestFirst(page: Page) {
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
  // three disks: the box shows when asked for with /
  await disks(page).getByRole('row').nth(1).waitFor()
  await page.keyboard.press('/')
  await filterBox(page).fill('has:description')
  await disks(page)
    .getByRole('button', { name: /^Created/ })
    .click()
  await disks(page)
    .getByRole('button', { name: /^Created/ })
    .click()
  const order = [new RegExp(third), new RegExp(first)]
  await expect(diskRows(page, tag)).toHaveText(order)
  return { project, tag, order }
}

const views = (page: Page) => page.getByRole('group', { name: 'Saved views of disks' })

/** Saves the list's view under a fresh name, typed where focus lands. */
async function saveView(page: Page) {
  const name = unique('described')
  await page.getByRole('button', { name: 'Save view' }).click()
  await expect(page.getByRole('textbox', { name: 'View name' })).toBeFocused()
  await page.keyboard.type(name)
  await page.keyboard.press('Enter')
  await expect(views(page).getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true')
  return name
}

test('A saved view is listed above the table, applied from its button and deleted', async ({ page }) => {
  const { project, tag, order } = await describedNewestFirst(page)
  const name = await saveView(page)

  // the list as it comes, then the view again from its button
  await page.goto(`/projects/${project}/disks`)
  await expect(diskRows(page, tag)).toHaveCount(3)
  await expect(views(page).getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'false')
  await views(page).getByRole('button', { name, exact: true }).click()
  await expect(diskRows(page, tag)).toHaveText(order)
  await expect(page.getByLabel('Rows per page')).toHaveValue('all')

  await views(page)
    .getByRole('button', { name: `View ${name} actions` })
    .click()
  await page.getByRole('menuitem', { name: 'Delete view' }).click()
  await expect(views(page).getByRole('button', { name, exact: true })).toBeHidden()
})

test('A saved view reloaded from its link shows the list as saved', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const { tag, order } = await describedNewestFirst(page)
  const name = await saveView(page)
  await views(page)
    .getByRole('button', { name: `View ${name} actions` })
    .click()
  await page.getByRole('menuitem', { name: 'Copy link' }).click()
  await expect(page.getByText(`Link to “${name}” copied`)).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())

  // the link from anywhere: filter, sort and rows per page come back
  await page.goto('/projects')
  await page.goto(link)
  await expect(filterBox(page)).toHaveValue('has:description')
  await expect(page.getByLabel('Rows per page')).toHaveValue('all')
  await expect(diskRows(page, tag)).toHaveText(order)
  await expect(views(page).getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true')
})

test('The filter hint comes from the list: firewall rules suggest their own fields, not a state', async ({ page }) => {
  // a short list shows its filter box once filtered; the placeholder is plain, the syntax is the box's description
  await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules?filter=allow')
  await expect(table(page, 'Firewall rules').getByRole('row').nth(1)).toBeVisible()
  await expect(filterBox(page)).toHaveAttribute('placeholder', 'Filter by name')
  await expect(filterBox(page)).toHaveAccessibleDescription(/\bname:\S+/)
  await expect(filterBox(page)).not.toHaveAccessibleDescription(/state:/)

  // the instances list has a state, and says so
  await page.goto('/projects/mock-project/instances')
  await expect(table(page, 'Instances').getByRole('row').nth(1)).toBeVisible()
  await expect(filterBox(page)).toHaveAccessibleDescription(/\bstate:\S+/)
})

test('The ID column is offered, kept in the URL and sortable', async ({ page }) => {
  const project = await newProject(page)
  const tag = unique('ids')
  await newDisks(page, project, [{ name: `${tag}-a` }, { name: `${tag}-b` }])
  const res = await page.request.get(`/v1/disks/${tag}-a?project=${project}`)
  const { id } = (await res.json()) as { id: string }
  await page.goto(`/projects/${project}/disks`)
  await expect(disks(page).getByRole('columnheader', { name: 'ID' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Options for disks' }).click()
  await page.getByRole('checkbox', { name: 'ID column' }).check()
  await expect(disks(page).getByRole('cell', { name: id })).toBeVisible()
  await expect(page).toHaveURL(/[?&]ids=1(&|$)/)
  await page.reload()
  await expect(disks(page).getByRole('cell', { name: id })).toBeVisible()
  await expect(disks(page).getByRole('button', { name: /^ID/ })).toBeVisible()
})
