/**
 * Steps shared by the two-admins specs: two people with one edit form open, where each save re-reads the object
 * and applies only the fields its user changed. Re-exported by e2e/utils.ts.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { createNamed, getJson, openForms } from './api'

/** An object's name and description, as the API reads it back. */
export const nameAndDescription = async (page: Page, url: string) => {
  const { name, description } = await getJson<{ name: string; description: string }>(page, url)
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

/** An object of a kind with a name and a description, and its edit form. */
export interface RenameCase {
  /** the start of its fresh name */
  prefix: string
  /** where it is created (POST), and what it is made with besides its name and an empty description */
  create: string
  data?: object
  /** its edit form's address and the form's dialog name, by the object's name */
  edit: (name: string) => string
  dialog: (name: string) => string
  submit: string
  toast: (name: string) => string
  /** the API's path of the object by ID, without the ID */
  read: string
}

/**
 * Two people open one object's edit form; the first renames it, the second, from the form as it opened, writes its
 * description. Returns the object's first name and its name and description as the server now has them.
 */
export async function renameWhileAnotherDescribes([first, second]: Page[], c: RenameCase) {
  const { name, id } = await createNamed(first, c.create, c.prefix, c.data)
  const forms = await openForms([first, second], c.edit(name), c.dialog(name))
  await renameThenDescribe([first, second], forms, { name, submit: c.submit, toast: c.toast })
  return { name, saved: await nameAndDescription(first, `${c.read}/${id}`) }
}

/**
 * Types `suffix` at the end of the form's Name, where focus lands after End, as a person does, and checks that the
 * form's preview shows the rename from `name`.
 */
export async function appendToName(page: Page, form: Locator, name: string, suffix: string) {
  await form.getByRole('textbox', { name: 'Name', exact: true }).click()
  await page.keyboard.press('End')
  await page.keyboard.type(suffix)
  await expect(form.getByRole('region', { name: 'Changes to apply' })).toContainText(
    `Change Name: ${name} → ${name}${suffix}`,
  )
}
