import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { filterOptions, VirtualCombobox, windowOf } from '../../web/ui/VirtualCombobox'
import { render, withDom } from '../../test-support/dom'

const options = Array.from({ length: 10_000 }, (_, i) => ({
  value: `proj-${String(i).padStart(5, '0')}`,
  label: `proj-${String(i).padStart(5, '0')}`,
}))
const lower = options.map((o) => o.label.toLowerCase())

const Pure = suite('VirtualCombobox helpers')

Pure('filters by case-insensitive substring; an empty query keeps everything', () => {
  assert.equal(
    filterOptions(options, lower, 'PROJ-0999').map((o) => o.value),
    Array.from({ length: 10 }, (_, i) => `proj-0999${i}`),
  )
  assert.is(filterOptions(options, lower, '  '), options)
  assert.equal(
    filterOptions(options, lower, 'proj-09999').map((o) => o.value),
    ['proj-09999'],
  )
})

Pure('renders only the rows in view, plus a few', () => {
  assert.equal(windowOf(10_000, 0), { start: 0, end: 15 })
  assert.equal(windowOf(10_000, 32 * 5000), { start: 4995, end: 5015 })
  assert.equal(windowOf(3, 0), { start: 0, end: 3 })
})

Pure.run()

const Dom = suite('VirtualCombobox')
withDom(Dom)

const type = (input: HTMLInputElement, text: string) =>
  act(() => {
    input.value = text
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
const key = (input: HTMLInputElement, k: string) =>
  act(() => void input.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })))

Dom('typing filters 10,000 options with only a window of them in the DOM; arrows and Enter choose', () => {
  const chosen: string[] = []
  const body = render(
    <VirtualCombobox
      options={options}
      value="proj-00000"
      onValue={(v) => chosen.push(v)}
      emptyText="No matching projects"
      inputProps={{ 'aria-label': 'Switch project' }}
    />,
  )
  const input = body.querySelector<HTMLInputElement>('[role="combobox"]')!
  assert.is(input.value, 'proj-00000')
  act(() => void input.dispatchEvent(new MouseEvent('click', { bubbles: true })))
  assert.is(input.getAttribute('aria-expanded'), 'true')
  assert.ok(body.querySelectorAll('[role="option"]').length < 30, 'virtualized')
  type(input, 'proj-0999')
  const names = [...body.querySelectorAll('[role="option"]')].map((o) => o.textContent)
  assert.is(names.length, 10)
  key(input, 'ArrowDown')
  key(input, 'ArrowDown')
  assert.is(document.getElementById(input.getAttribute('aria-activedescendant')!)?.textContent, 'proj-09992')
  key(input, 'Enter')
  assert.equal(chosen, ['proj-09992'])
  assert.is(input.getAttribute('aria-expanded'), 'false')
})

Dom('says when nothing matches, and shows the status line', () => {
  const body = render(
    <VirtualCombobox
      options={options}
      value=""
      onValue={() => {}}
      emptyText="No matching projects"
      status="Loading projects… 2,000 so far"
    />,
  )
  assert.is(body.querySelector('[role="status"]')?.textContent, 'Loading projects… 2,000 so far')
  const body2 = render(
    <VirtualCombobox options={options} value="" onValue={() => {}} emptyText="No matching projects" />,
  )
  const input = body2.querySelector<HTMLInputElement>('[role="combobox"]')!
  type(input, 'zzz')
  assert.is(body2.querySelector('[role="status"]')?.textContent, 'No matching projects')
})

Dom.run()
