import type { Locator } from '@playwright/test'
import { created, createNamed, expect, getJson, openForms, twoAdminsTest as test, unique } from './utils'

/**
 * Two administrators at once on the operator's alert receivers and support bundles: each save re-reads
 * the object and applies only what this user changed. The second saves from the form as it opened: both changes end
 * up on the server, or the same field changed by both is a conflict shown to the second, with the first's kept.
 */

// Two browsers at once on a shared 2-core machine: each test does twice a usual test's work.
test.describe.configure({ timeout: 120_000 })

test('One admin renames a webhook receiver while another changes its endpoint: both are kept', async ({
  admins: { first, second },
}) => {
  const { name: receiver, id } = await createNamed(first, '/v1/webhook-receivers', 'hook', {
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

  const saved = await getJson<{ name: string; kind: { endpoint: string } }>(first, `/v1/alert-receivers/${id}`)
  expect([saved.name, saved.kind.endpoint]).toEqual([`${receiver}-new`, 'https://example.com/b'])
})

test('Two admins write one support bundle’s comment: the second sees both and keeps theirs', async ({
  admins: { first, second },
}) => {
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
    (await getJson<{ user_comment: string }>(first, `/v1/system/support-bundles/${id}`)).user_comment

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
})
