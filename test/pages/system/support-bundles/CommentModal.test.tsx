import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { CommentModal } from '../../../../web/pages/system/support-bundles/CommentModal'
import { saveDrafts } from '../../../../web/util/drafts'
import { render, withDom } from '../../../../test-support/dom'
// Headless UI decides 'server or browser' when first imported, before happy-dom is
// registered, and then never portals a dialog; re-detect once the DOM exists.
import { env as headlessEnv } from '../../../../node_modules/@headlessui/react/dist/utils/env.js'

const Comment = suite('CommentModal')
withDom(Comment)
Comment.before.each(() => {
  headlessEnv.reset()
  sessionStorage.clear()
  history.replaceState(null, '', '/system/support-bundles/b-1')
})

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

Comment.run()
