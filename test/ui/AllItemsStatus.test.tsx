import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { AllItemsStatus, type AllItemsState } from '../../web/ui/AllItemsStatus'
import { SelectField } from '../../web/ui/Field'
import { render, withDom } from '../../test-support/dom'

const Status = suite('AllItemsStatus')
withDom(Status)

const state = (s: Partial<AllItemsState>): AllItemsState => ({
  isLoading: false,
  loaded: 0,
  complete: false,
  truncated: false,
  ...s,
})

const picker = (s: AllItemsState, onRetry = () => {}) =>
  render(
    <SelectField
      label="Instance"
      value=""
      onValue={() => {}}
      options={[]}
      hint="Running instances only"
      status={<AllItemsStatus state={s} noun="instances" onRetry={onRetry} />}
    />,
  )

const description = (body: HTMLElement) =>
  body
    .querySelector('select')!
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent?.trim())

Status('while loading, the line under the select counts what is in so far and describes the select', () => {
  const body = picker(state({ isLoading: true, loaded: 3000 }))
  assert.equal(description(body), ['Running instances only', 'Loading all instances… 3,000 so far'])
  assert.ok(body.querySelector('[role="status"]'), 'a live region')
  assert.is(picker(state({ isLoading: true })).querySelector('[role="status"]')?.textContent, 'Loading all instances…')
})

Status('a lookup that read nothing says it could not load the collection, and why, with Retry', () => {
  let retried = 0
  const body = picker(state({ error: new Error('Internal Server Error') }), () => retried++)
  const line = body.querySelector('[role="status"]')!
  assert.is(line.textContent, 'Could not load instances: Internal Server Error Retry')
  assert.ok(description(body).some((d) => d?.startsWith('Could not load instances: Internal Server Error')))
  ;[...line.querySelectorAll('button')].find((b) => b.textContent === 'Retry')!.click()
  assert.is(retried, 1)
})

Status('a failed or cut load says the list may be incomplete, with Retry', () => {
  for (const s of [state({ error: new Error('503'), loaded: 1000 }), state({ truncated: true, loaded: 100_000 })]) {
    let retried = 0
    const body = picker(s, () => retried++)
    const line = body.querySelector('[role="status"]')!
    assert.match(line.textContent!, 'Could not load every item: the list may be incomplete')
    assert.ok(description(body).some((d) => d?.startsWith('Could not load every item')))
    const retry = [...line.querySelectorAll('button')].find((b) => b.textContent === 'Retry')!
    retry.click()
    assert.is(retried, 1)
  }
})

Status('nothing once the whole collection is in', () => {
  const body = picker(state({ complete: true, loaded: 12 }))
  assert.is(body.querySelector('[role="status"]')?.textContent, '')
  assert.not.ok(body.querySelector('button'))
})

Status.run()
