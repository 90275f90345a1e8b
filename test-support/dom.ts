import { GlobalRegistrator } from '@happy-dom/global-registrator'
import type { ComponentChild } from 'preact'
import { render as preactRender } from 'preact'
import { act } from 'preact/test-utils'
import type { uvu } from 'uvu'

/**
 * Registers happy-dom's globals for one uvu suite and removes them after it,
 * so the process exits and non-DOM suites see plain Node. Kept outside test/ so uvu does not run it.
 */
export function withDom<T extends object>(suite: uvu.Test<T>) {
  suite.before(() => {
    if (!GlobalRegistrator.isRegistered) GlobalRegistrator.register({ url: 'http://localhost:4000/' })
  })
  suite.after.each(() => {
    if (GlobalRegistrator.isRegistered) preactRender(null, document.body)
  })
  suite.after(async () => {
    if (GlobalRegistrator.isRegistered) await GlobalRegistrator.unregister()
  })
}

export function render(node: ComponentChild) {
  act(() => preactRender(node, document.body))
  return document.body
}

// No `sleep` here on purpose: a test waits for the state it expects (./until.ts), never for a time.

/**
 * An element's accessible description as a screen reader gets it: the text of what its aria-describedby names.
 * A disabled button's reason is read this way (it has no native title).
 */
export const descriptionOf = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
