import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { CommentModal } from '../../../../web/pages/system/support-bundles/CommentModal'
import { saveDrafts } from '../../../../web/util/drafts'
import { json, withDialogPage } from '../../../../test-support/dialog-page'
import { render } from '../../../../test-support/dom'
import { until } from '../../../../test-support/until'

const Comment = suite('CommentModal')
withDialogPage(Comment, '/system/support-bundles/b-1')

const textarea = (body: HTMLElement) => body.ownerDocument.querySelector('textarea') as HTMLTextAreaElement

Comment('a comment typed before the session expired is there when the dialog opens again', () => {
  let body = render(<CommentModal bundleId="b-1" initial="old" onClose={() => undefined} />)
  act(() => {
    const t = textarea(body)
    t.value = 'disk 3 failed at 02:10'
    t.dispatchEvent(new Event('input', { bubbles: true }))
  })
  saveDrafts() // what the 401 reaction does before it leaves for sign-in
  const kept = Object.entries(sessionStorage).filter(([k]) => k.includes('/system/support-bundles/b-1'))
  assert.is(kept.length, 1)
  render(null)
  for (const [k, v] of kept) sessionStorage.setItem(k, v)
  body = render(<CommentModal bundleId="b-1" initial="old" onClose={() => undefined} />)
  assert.is(textarea(body).value, 'disk 3 failed at 02:10')
})

const type = (body: HTMLElement, text: string) =>
  act(() => {
    const t = textarea(body)
    t.value = text
    t.dispatchEvent(new Event('input', { bubbles: true }))
  })
const press = (label: string) =>
  act(() => [...document.querySelectorAll('button')].find((b) => b.textContent === label)!.click())
const kept = () => Object.entries(sessionStorage).filter(([k]) => k.includes('/system/support-bundles/b-1'))

Comment('a save the server refuses keeps what was typed: leaving the dialog then keeps it as a draft', async () => {
  let puts = 0
  globalThis.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET') return json({ id: 'b-1', userComment: 'old' })
    puts++
    return json({ message: 'the bundle is being collected', request_id: 'r' }, 400)
  }) as typeof fetch
  const body = render(<CommentModal bundleId="b-1" initial="old" onClose={() => undefined} />)
  type(body, 'disk 3 failed at 02:10')
  press('Save comment')
  await until(() => document.body.textContent?.includes('The bundle is being collected'), {
    what: () => `the refusal shown: ${document.body.textContent}`,
  })
  assert.is(puts, 1)
  render(null)
  assert.is(kept().length, 1, 'the typed comment is kept as a draft')
})

Comment('a save that lands drops the draft', async () => {
  globalThis.fetch = (async () => json({ id: 'b-1', userComment: 'disk 3 failed at 02:10' })) as typeof fetch
  let closed = false
  const body = render(<CommentModal bundleId="b-1" initial="old" onClose={() => (closed = true)} />)
  type(body, 'disk 3 failed at 02:10')
  press('Save comment')
  await until(() => closed, { what: 'the dialog closed once saved' })
  render(null)
  assert.is(kept().length, 0)
})

Comment.run()
