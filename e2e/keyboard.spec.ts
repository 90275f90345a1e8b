/**
 * Keyboard only: each flow starts signed out and uses keys
 * alone, signing in with them too; no click, no fill. At each step the test checks where focus is:
 * a form opens with focus in it, Tab reaches its fields in the order they are read, a dialog keeps
 * focus until it closes. Data a flow needs but does not itself make (a project, a VPC, a disk) is
 * made through the API. The one exception is the file picker, which no key can fill in a test.
 * Also the switch for single-key shortcuts (SC 2.1.4).
 */
import type { Locator, Page } from '@playwright/test'
import { appIsUp, demoPassword, expect, login, row, test, unique, type ErrorTrap } from './utils'

// Key by key, each a round trip: at a load of 25 on two cores a flow took 15 to 30 s, so the time
// allowed is twice the default; the waits inside are for states the page reaches, never for time.
test.describe.configure({ timeout: 60_000 })

type TabWindow = { __tabTarget?: string; __tabGuard?: (e: KeyboardEvent) => void }

/**
 * Presses Tab (or Shift+Tab) until `target` has focus. Focus order: it must be reached within
 * `max` keys going that way from where focus is, so a control out of reading order (or one Tab
 * cannot reach) fails here. Outside a dialog the keys go four at a time between reads (each read
 * is a round trip, slow on a loaded machine): a listener in the page keeps Tab from moving focus
 * on once the target has it. Inside a dialog, whose focus trap handles Tab itself, one at a time.
 * The target is known to the listener by its tag and name, not as an element: a menu's stand-in
 * button gives way to the real one as focus reaches it (web/ui/ActionMenu.tsx).
 */
async function tabTo(page: Page, target: Locator, { max = 30, back = false } = {}) {
  await expect(target).toBeVisible()
  const key = back ? 'Shift+Tab' : 'Tab'
  const state = () =>
    target.evaluate((el) => {
      const w = window as unknown as TabWindow
      const identity = (e: Element | null) => {
        if (!e) return ''
        const name =
          e.getAttribute('aria-label') ||
          (e as HTMLInputElement).labels?.[0]?.textContent ||
          e.textContent?.trim().slice(0, 60) ||
          `#${e.id}`
        return `${e.tagName} ${name}`
      }
      w.__tabTarget = identity(el)
      w.__tabGuard ??= (e) => {
        if (e.key === 'Tab' && w.__tabTarget && identity(document.activeElement) === w.__tabTarget) {
          e.preventDefault()
          e.stopImmediatePropagation()
        }
      }
      window.addEventListener('keydown', w.__tabGuard, true)
      return {
        reached: el.contains(document.activeElement),
        inDialog: !!document.querySelector('[role="dialog"][aria-modal="true"]'),
      }
    })
  try {
    for (let pressed = 0; ;) {
      const { reached, inDialog } = await state()
      if (reached || pressed >= max) break
      const keys = Math.min(inDialog ? 1 : 4, max - pressed)
      for (let i = 0; i < keys; i++) await page.keyboard.press(key)
      pressed += keys
    }
  } finally {
    await page.evaluate(() => delete (window as unknown as TabWindow).__tabTarget)
  }
  await expect(target, `reached with at most ${max} presses of ${key}`).toBeFocused({ timeout: 1 })
}

/**
 * Visits `url` signed out and signs in on the page it is sent to (the silo's own, which the control
 * plane picks), by keys: the username, Tab, the password and Enter; back at `url`.
 */
async function signInByKeys(page: Page, trap: ErrorTrap, url: string, username = 'fleet-admin') {
  // signed out, the page's first calls answer 401 and send it to sign-in
  trap.allow(/401 \(Unauthorized\)/)
  await page.goto(url)
  await tabTo(page, page.getByRole('textbox', { name: /^Username/ }))
  await page.keyboard.type(username)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel(/^Password/)).toBeFocused()
  await page.keyboard.type(demoPassword)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL((u) => u.pathname === url, { timeout: 15_000 })
  // The address changes as the page starts loading; keys pressed before the app has rendered reach no control
  // of it (a Tab would go nowhere and the skip link never be focused)
  await appIsUp(page)
}

async function newProject(page: Page) {
  const name = unique('e2e-keys')
  expect((await page.request.post('/v1/projects', { data: { name, description: 'keyboard e2e' } })).status()).toBe(201)
  return name
}

/** Opens a row's menu by keys and picks `action` by typing its first letters (the menu's type-ahead), then Enter. */
async function rowAction(page: Page, menuButton: Locator, action: string) {
  await tabTo(page, menuButton, { max: 40 })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menu')).toBeVisible()
  await page.keyboard.type(action.slice(0, 3))
  await expect(page.getByRole('menuitem', { name: new RegExp(`^${action}`) })).toHaveAttribute('data-focus', '')
  await page.keyboard.press('Enter')
}

test('keys only: sign in, go to the project by its link, create an instance with c', async ({ page, trap }) => {
  await signInByKeys(page, trap, '/projects')
  // the skip link, then the project's link in the list
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Enter')
  // Other specs make projects in the same mock, so the list's length varies: the filter (reached by keys too)
  // narrows it first, as a person would among many (a full run's list is longer than 30 Tabs).
  // `/` focuses it (a list short enough to need none shows it when asked)
  await page.keyboard.press('/')
  await expect(page.getByRole('searchbox', { name: 'Filter' })).toBeFocused()
  await page.keyboard.type('mock-project')
  await expect(page.getByText(/^\d+ of \d+ rows match$/)).toBeVisible()
  await tabTo(page, page.getByRole('link', { name: 'mock-project', exact: true }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('table', { name: 'Instances' })).toBeVisible({ timeout: 15_000 })
  await page.keyboard.press('c')
  const form = page.getByRole('form', { name: 'Create instance' })
  const name = unique('keys')
  const nameField = form.getByRole('textbox', { name: /^Name/ })
  await tabTo(page, nameField)
  await page.keyboard.type(name)
  // the image next, in reading order; a closed select changes with the arrow keys
  await tabTo(page, form.getByRole('combobox', { name: /^Image/ }), { max: 12 })
  await page.keyboard.press('ArrowDown')
  await tabTo(page, form.getByRole('button', { name: 'Create instance' }), { max: 80 })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/projects/mock-project/instances/${name}/storage$`), { timeout: 15_000 })
})

test('keys only: delete a disk from its row menu, confirming in the dialog', async ({ page, trap }) => {
  await login(page)
  const disk = unique('keys-disk')
  const made = await page.request.post('/v1/disks?project=mock-project', {
    data: {
      name: disk,
      description: '',
      size: 1024 ** 3,
      disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
    },
  })
  expect(made.status()).toBe(201)
  await page.context().clearCookies()
  // The row menu's code arrives only after its button is reached, as on a loaded machine: focus stays on the button
  // meanwhile and as the real one takes its place (it dropped to the page, and the next Tab went on from nowhere)
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  let asked = false
  await page.route(/\/ActionMenuPopup-[^/]+\.js$/, async (route) => {
    asked = true
    await arrived
    await route.continue()
  })
  await signInByKeys(page, trap, '/projects/mock-project/disks')
  await expect(page.getByRole('table', { name: 'Disks' })).toBeVisible({ timeout: 15_000 })
  // `/` focuses the filter; the disk's name leaves its row alone, right after the filter in Tab order
  await page.keyboard.press('/')
  await expect(page.getByLabel('Filter')).toBeFocused()
  await page.keyboard.type(disk)
  await expect(page.getByText(/^1 of \d+ rows? match/)).toBeVisible()
  const menu = page.getByRole('button', { name: `${disk} actions` })
  await tabTo(page, menu, { max: 40 })
  await expect.poll(() => asked, { message: "the menu's code was asked for" }).toBe(true)
  arrive()
  // headlessui's button says whether its menu is open; the stand-in does not
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeFocused()
  await rowAction(page, menu, 'Delete')
  const confirm = page.getByRole('dialog', { name: /Delete disk/ })
  // the confirm dialog's code loads when first asked for: slow on a loaded machine
  await expect(confirm.getByRole('heading', { name: /Delete disk/ })).toBeVisible({ timeout: 15_000 })
  // focus is in the dialog and stays there while Tab goes round
  await tabTo(page, confirm.getByRole('button', { name: 'Confirm', exact: true }), { max: 6 })
  await page.keyboard.press('Enter')
  await expect(row(page, 'Disks', disk)).toHaveCount(0)
})

test('keys only: add a firewall rule', async ({ page, trap }) => {
  await login(page)
  const vpc = unique('keys-vpc')
  const made = await page.request.post('/v1/vpcs?project=mock-project', {
    data: { name: vpc, description: '', dns_name: vpc },
  })
  expect(made.status()).toBe(201)
  await page.context().clearCookies()
  const rules = `/projects/mock-project/vpcs/${vpc}/firewall-rules`
  await signInByKeys(page, trap, rules)
  await page.getByRole('main').focus()
  await tabTo(page, page.getByRole('link', { name: 'New rule' }))
  await page.keyboard.press('Enter')
  const form = page.getByRole('dialog', { name: 'Add firewall rule' })
  await expect(form.getByRole('heading', { name: 'Add firewall rule' })).toBeVisible()
  const rule = unique('keys-rule')
  await tabTo(page, form.getByRole('textbox', { name: 'Name', exact: true }), { max: 4 })
  await page.keyboard.type(rule)
  await tabTo(page, form.getByLabel('TCP'))
  await page.keyboard.press('Space')
  await tabTo(page, form.getByLabel('Ports'), { max: 8 })
  await page.keyboard.type('22')
  await tabTo(page, form.getByRole('button', { name: 'Add rule' }))
  await page.keyboard.press('Enter')
  await expect(form.getByRole('heading', { name: 'Add firewall rule' })).toBeHidden()
  await expect(row(page, 'Firewall rules', rule)).toContainText('TCP')
})

test('keys only: grant a group a role on a project', async ({ page, trap }) => {
  await login(page)
  const project = await newProject(page)
  await page.context().clearCookies()
  await signInByKeys(page, trap, `/projects/${project}/access`)
  await page.getByRole('main').focus()
  await tabTo(page, page.getByRole('button', { name: 'Add role' }))
  await page.keyboard.press('Enter')
  const panel = page.getByRole('dialog', { name: 'Add project role' })
  await expect(panel.getByRole('heading', { name: 'Add project role' })).toBeVisible()
  await tabTo(page, panel.getByRole('combobox', { name: /^User or group/ }), { max: 4 })
  // a closed select picks the option that starts with the letters typed
  await page.keyboard.type('auditors')
  await expect(panel.getByRole('combobox', { name: /^User or group/ })).toHaveValue(/.+/)
  await tabTo(page, panel.getByRole('combobox', { name: /^Role/ }), { max: 3 })
  await page.keyboard.type('collab')
  await tabTo(page, panel.getByRole('button', { name: 'Assign role' }))
  await page.keyboard.press('Enter')
  await expect(panel.getByRole('heading', { name: 'Add project role' })).toBeHidden()
  await expect(row(page, page.getByRole('table', { name: /roles/ }), 'auditors')).toContainText('collaborator')
})

test('keys only: open the serial console, type into it, and leave it with Esc then Tab', async ({ page, trap }) => {
  await signInByKeys(page, trap, '/projects/mock-project/instances/db1/storage')
  await page.getByRole('main').focus()
  await tabTo(page, page.getByRole('link', { name: 'Serial console' }))
  await page.keyboard.press('Enter')
  const terminal = page.getByRole('textbox', { name: 'Serial console of db1' })
  await expect(page.getByText('db1 login:')).toBeVisible({ timeout: 15_000 })
  // the terminal takes focus when it opens, and Tab inside it goes to the instance
  await expect(terminal).toBeFocused()
  await page.keyboard.type('hello-keys')
  await page.keyboard.press('Tab')
  await expect(terminal).toBeFocused()
  await expect(page.getByText('hello-keys')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.keyboard.press('Shift+Tab')
  await expect(terminal).not.toBeFocused()
  // on the control before the terminal, still in the page
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1)
})

test('keys only: upload an image file', async ({ page, trap }) => {
  await login(page)
  const project = await newProject(page)
  await page.context().clearCookies()
  await signInByKeys(page, trap, `/projects/${project}/images-new`)
  const form = page.getByRole('dialog', { name: 'Upload image' })
  const name = unique('keys-img')
  await tabTo(page, form.getByRole('textbox', { name: /^Name/ }), { max: 4 })
  await page.keyboard.type(name)
  await tabTo(page, form.getByRole('textbox', { name: /^OS/ }), { max: 6 })
  await page.keyboard.type('alpine')
  await tabTo(page, form.getByRole('textbox', { name: /^Version/ }), { max: 3 })
  await page.keyboard.type('3.21')
  // the file picker: the one thing keys cannot fill in a test (the browser's own dialog)
  const file = form.getByLabel(/^Image file/)
  await tabTo(page, file, { max: 8 })
  await file.setInputFiles({
    name: 'alpine.raw',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(1024 ** 2),
  })
  await tabTo(page, form.getByRole('button', { name: 'Upload image' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText(`Image ${name} created`)).toBeVisible({ timeout: 20_000 })
})

test('single-key shortcuts can be turned off in Settings, and stay off', async ({ page, trap }) => {
  await signInByKeys(page, trap, '/settings/profile')
  const box = page.getByRole('checkbox', { name: 'Single-key shortcuts' })
  await expect(box).toBeChecked()
  await page.getByRole('main').focus()
  await tabTo(page, box)
  await page.keyboard.press('Space')
  await expect(box).not.toBeChecked()
  await page.goto('/projects/mock-project/instances')
  await expect(page.getByRole('table', { name: 'Instances' })).toBeVisible({ timeout: 15_000 })
  // over the pre-painted rows these keys would do nothing for another reason: the app's handlers are not there yet
  await appIsUp(page)
  await page.keyboard.press('g')
  await page.keyboard.press('d')
  await page.keyboard.press('?')
  // Ctrl+K has a modifier and stays on; once its dialog is up, the keys before it have been handled
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('heading', { name: 'Quick actions' })).toBeVisible({ timeout: 15_000 })
  await expect(page).toHaveURL(/\/projects\/mock-project\/instances$/)
  await expect(page.getByRole('heading', { name: 'Keyboard shortcuts' })).toHaveCount(0)
  // kept across visits (turning it back on: test/pages/layout/shortcuts.test.tsx)
  await page.goto('/settings/profile')
  await expect(box).not.toBeChecked()
})
