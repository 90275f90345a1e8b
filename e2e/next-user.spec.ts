import type { Page } from '@playwright/test'
import { expect, login, test } from './utils'

/**
 * One browser, two people: what the console kept for the first (a half-filled form's draft, the
 * search index, recent projects) is not there for the second, who signs in on the same tab after
 * the first one's session ended without a sign-out.
 */

/** Who the console knows is signed in on this browser (`siloId/userId`). */
const signedInAs = (page: Page) => page.evaluate(() => localStorage.getItem('rack-console.signed-in-as'))

/** What this browser keeps for `owner`: drafts of the tab, recent projects, the search index's records. */
const keptFor = (page: Page, owner: string) =>
  page.evaluate(async (owner) => {
    const drafts = Object.keys(sessionStorage).filter((k) => k.startsWith('rack-console-draft:'))
    const recent = Object.keys(localStorage).filter(
      (k) => k.startsWith('rack-console.recent-projects') && k.endsWith(owner),
    )
    const index = await new Promise<string[]>((resolve) => {
      const req = indexedDB.open('rack-console-search')
      req.onerror = () => resolve([])
      req.onsuccess = () => {
        const db = req.result
        if (!db.objectStoreNames.contains('meta')) return resolve((db.close(), []))
        const keys = db.transaction('meta').objectStore('meta').getAllKeys()
        keys.onsuccess = () => resolve((db.close(), (keys.result as string[]).filter((k) => k === owner)))
        keys.onerror = () => resolve((db.close(), []))
      }
    })
    return { drafts, recent, index }
  }, owner)

test('a half-filled form, search and recent projects are not offered to the next user on the tab', async ({
  page,
  trap,
}) => {
  // one flow through two sign-ins
  test.slow()
  // the ended session's calls answer 401 on purpose
  trap.allow(/status of 401 \(Unauthorized\)/)
  await login(page, 'fleet-admin')
  await page.goto('/projects/mock-project/instances')
  await expect(page.getByRole('heading', { name: 'Instances' })).toBeVisible()
  await expect.poll(() => signedInAs(page)).not.toBeNull()
  const first = (await signedInAs(page))!

  // the search index and the recent projects hold the first user's silo
  await page.keyboard.press('Control+k')
  const box = page.getByRole('combobox', { name: 'Search pages and actions' })
  // the palette's code loads on first use: on a loaded machine that has taken over 5 s
  await expect(box).toBeFocused({ timeout: 15_000 })
  await page.keyboard.type('worker-2')
  await expect(page.getByRole('option', { name: /worker-2/ }).first()).toBeVisible({ timeout: 20_000 })
  await expect.poll(async () => (await keptFor(page, first)).index, { timeout: 20_000 }).toEqual([first])
  expect((await keptFor(page, first)).recent).toHaveLength(1)
  await page.keyboard.press('Escape')

  await page.goto('/projects/mock-project/instances-new')
  const form = page.getByRole('form', { name: 'Create instance' })
  await form.getByRole('textbox', { name: /^Name/ }).fill('first-users-instance')
  await form.getByRole('textbox', { name: 'User data' }).fill('#cloud-config\npassword: hunter2')
  // a complete form, so its submit is sent and meets the ended session
  const images = await form
    .getByRole('combobox', { name: /^Image/ })
    .locator('option')
    .allTextContents()
  await form
    .getByRole('combobox', { name: /^Image/ })
    .selectOption({ label: images.find((l) => l.startsWith('image-1 '))! })

  // the session ends without a sign-out; the next call meets it and the console goes to sign-in, keeping the draft
  const submit = await form.getByRole('button', { name: 'Create instance' }).elementHandle()
  expect((await page.request.post('/v1/__mock/end-session')).status()).toBe(204)
  // another call of the page may meet the ended session first and take the page away from under the click
  await submit!.click().catch(() => undefined)
  await expect(page).toHaveURL(/\/login\/default-silo\/local\?redirect_uri=/)
  const kept = await keptFor(page, first)
  expect(kept.drafts.length, 'the draft was kept for the first user').toBeGreaterThan(0)
  // what a draft keeps never holds user data
  const stored = await page.evaluate(() => JSON.stringify(Object.values(sessionStorage)))
  expect(stored).toContain('first-users-instance')
  expect(stored).not.toContain('hunter2')

  // someone else signs in on the same tab
  await page.getByLabel('Username').fill('silo-collab')
  await page.getByLabel('Password').fill('demo-password')
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page).toHaveURL(/\/projects\/mock-project\/instances-new$/)
  const back = page.getByRole('form', { name: 'Create instance' })
  await expect(back.getByRole('textbox', { name: /^Name/ })).toBeVisible()
  await expect(back.getByRole('textbox', { name: /^Name/ })).toHaveValue('')
  await expect(back.getByRole('textbox', { name: 'User data' })).toHaveValue('')
  await expect(back.getByRole('status').filter({ hasText: /restored/ })).toHaveCount(0)
  expect(await signedInAs(page)).not.toBe(first)
  expect(await keptFor(page, first)).toEqual({ drafts: [], recent: [], index: [] })
})
