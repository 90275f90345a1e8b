import { act } from 'preact/test-utils'
import type { uvu } from 'uvu'
// Headless UI decides 'server or browser' when first imported, before happy-dom is
// registered, and then never portals a dialog; re-detect once the DOM exists.
import { env as headlessEnv } from '../node_modules/@headlessui/react/dist/utils/env.js'
import { withDom } from './dom'

/** An API answer as the fetch client reads it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * A suite for a form in a dialog on the page at `address`: a DOM, Headless UI told it runs in a
 * browser, no drafts left by the test before, and the page's address (drafts are kept by it).
 */
export function withDialogPage<T extends object>(suite: uvu.Test<T>, address: string) {
  withDom(suite)
  suite.before.each(() => {
    headlessEnv.reset()
    sessionStorage.clear()
    history.replaceState(null, '', address)
  })
}

/** The drafts kept for the page at `address`. */
export const draftsAt = (address: string) => Object.keys(sessionStorage).filter((k) => k.includes(address))

/** Presses the button whose text is `label`. */
export const pressButton = (label: string) =>
  act(() => [...document.querySelectorAll('button')].find((b) => b.textContent === label)!.click())

/** Types `text` into the field whose label starts with `label`, as an input event. */
export const typeInto = (label: string, text: string) =>
  act(() => {
    const labelEl = [...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))!
    const input = document.getElementById(labelEl.htmlFor) as HTMLInputElement
    input.value = text
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
