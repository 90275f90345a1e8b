import { API_VERSION, RELEASED_API_VERSION } from '../web/api/api-version'
import { expect, table, test, typeInto, unique } from './utils'

/**
 * The rack an operator has today: a control plane of the newest released API version (the `older-release`
 * project's server, MOCK_API_VERSION), which refuses the console's newest with 400. The console falls back to
 * the released version, names it, and the main flows work: sign-in, instances, support bundles (under
 * /experimental in that version); alerts, which that version does not have, say why.
 */
test('against a rack of the released API version the console falls back to it, names it, and works', async ({
  page,
  trap,
}) => {
  // Chromium reports each request the rack refused (the newest version, before the fall-back) as a failed load
  trap.allow(/status of 400/)
  const versions = new Set<string | undefined>()
  /** The paths asked for in the released version. */
  const paths: string[] = []
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (!/^\/(v1|experimental)\//.test(url.pathname) || url.pathname.startsWith('/v1/__mock')) return
    const version = req.headers()['api-version']
    versions.add(version)
    // a full load's first calls go out from the starter before the console knows the rack's version: those ask
    // in the newest version and are refused by version; what matters is where the released version's requests go
    if (version === RELEASED_API_VERSION) paths.push(url.pathname)
    if (loaded && version !== RELEASED_API_VERSION) newestAfterLoad.push(url.pathname)
  })
  // after sign-in, full loads: what the console learned is remembered, so their first calls ask in the rack's version
  let loaded = false
  const newestAfterLoad: string[] = []
  const refusedAfterLoad: string[] = []
  page.on('response', (res) => {
    if (loaded && res.status() === 400) refusedAfterLoad.push(res.url())
  })

  // sign in through the form
  await page.goto('/login/default-silo/local')
  await typeInto(page, page.getByRole('textbox', { name: 'Username' }), 'fleet-admin')
  await typeInto(page, page.getByRole('textbox', { name: 'Password' }), 'demo-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible()

  // list instances, in a full load and again in a reload: the starter's first calls too ask in the released
  // version, and nothing is refused
  loaded = true
  await page.goto('/projects/mock-project/instances')
  await expect(page.getByRole('link', { name: 'db1', exact: true })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('link', { name: 'db1', exact: true })).toBeVisible()
  expect(paths).toContain('/v1/instances')
  expect(newestAfterLoad).toEqual([])
  expect(refusedAfterLoad).toEqual([])

  // create one
  const name = unique('older')
  await page.goto('/projects/mock-project/instances-new')
  const form = page.getByRole('form', { name: 'Create instance' })
  await typeInto(page, form.getByRole('textbox', { name: /^Name/ }), name)
  await form.getByRole('combobox', { name: /^Image/ }).selectOption({ index: 1 })
  await form.getByRole('button', { name: 'Create instance' }).click()
  await expect(page).toHaveURL(new RegExp(`/projects/mock-project/instances/${name}/storage$`))
  await expect(table(page, 'Boot disk')).toBeVisible()

  // support bundles, read from /experimental in this version
  await page.goto('/system/support-bundles')
  await expect(page.getByRole('heading', { name: 'Support bundles', exact: true })).toBeVisible()
  await expect(table(page, 'Support bundles').getByRole('row').nth(1)).toBeVisible()
  expect(paths).toContain('/experimental/v1/system/support-bundles')
  expect(paths).not.toContain('/v1/system/support-bundles')

  // the console names the version it uses
  await page.getByRole('button', { name: /^User menu/ }).click()
  await expect(page.getByRole('menuitem', { name: new RegExp(`API version ${RELEASED_API_VERSION}`) })).toBeVisible()
  await page.keyboard.press('Escape')

  // alerts came after this version: the screen says why instead of failing
  await page.goto('/system/alert-history')
  await expect(page.getByText(`This control plane does not offer alert_list`)).toBeVisible()
  expect(paths).not.toContain('/v1/alerts')

  // only the first requests asked for the newest version; everything else named the released one
  expect([...versions].sort()).toEqual([API_VERSION, RELEASED_API_VERSION].sort())
})
