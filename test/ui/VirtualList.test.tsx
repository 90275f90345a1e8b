import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { listWindow, VirtualList } from '../../web/ui/VirtualList'
import { render, withDom } from '../../test-support/dom'

const List = suite('VirtualList')
withDom(List)

const items = Array.from({ length: 5000 }, (_, i) => ({ key: `k${i}`, label: `inst-${i}` }))

List('the window: items in view plus a few, clamped', () => {
  assert.equal(listWindow(5000, 0, 24, 240), { start: 0, end: 16 })
  assert.equal(listWindow(5000, 24 * 4000, 24, 240), { start: 3994, end: 4016 })
  assert.equal(listWindow(5000, 24 * 5000, 24, 240), { start: 4994, end: 5000 })
})

List('5,000 items: a screenful in the DOM, each with its place among all', () => {
  render(<VirtualList items={items} label="Items of Stop" itemKey={(i) => i.key} renderItem={(i) => i.label} />)
  const lis = [...document.querySelectorAll('li')]
  assert.ok(lis.length < 40, `${lis.length} items rendered`)
  assert.is(lis[0].getAttribute('aria-posinset'), '1')
  assert.is(lis[0].getAttribute('aria-setsize'), '5000')
  assert.is(document.querySelector('ul')!.getAttribute('aria-label'), 'Items of Stop')
  assert.ok(document.querySelector('[role=region][tabindex="0"]'), 'the scrolling box is reachable by keyboard')
})

List('a short list is a plain list', () => {
  render(<VirtualList items={items.slice(0, 3)} label="Items" itemKey={(i) => i.key} renderItem={(i) => i.label} />)
  assert.equal(
    [...document.querySelectorAll('li')].map((l) => l.textContent),
    ['inst-0', 'inst-1', 'inst-2'],
  )
  assert.is(document.querySelector('[role=region]'), null)
})

List.run()
