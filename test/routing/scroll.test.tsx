import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { useScrollRestoration } from '../../web/routing/scroll'
import { render, withDom } from '../../test-support/dom'

/**
 * : the first page of a load starts at the top, so it does not scroll (scrollTo forces a
 * layout of the whole frame while the page is loading); every later navigation still starts at
 * the top or at its saved position (the rules: screens). This file's first render is the load's first page.
 */
const Scroll = suite('scroll restoration')
withDom(Scroll)

let scrolls: number[] = []
Scroll.before.each(() => {
  scrolls = []
  window.scrollTo = ((_x: number, y: number) => void scrolls.push(y)) as typeof window.scrollTo
})

function Page({ at }: { at: string }) {
  useScrollRestoration(at, true)
  return <main>{at}</main>
}

Scroll('the first page of a load, with nothing saved: no scroll', () => {
  render(<Page at="first" />)
  assert.equal(scrolls, [])
})

/** The window scrolled to `y`, as the browser reports it. */
function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y })
  window.dispatchEvent(new Event('scroll'))
}

Scroll('a later navigation at the top already does not scroll: no layout forced before its frame', () => {
  render(<Page at="second" />)
  assert.equal(scrolls, [])
})

Scroll('a later navigation from further down starts at the top', () => {
  scrolledTo(640)
  render(<Page at="second-b" />)
  assert.equal(scrolls, [0])
  scrolledTo(0)
  render(<Page at="second-c" />)
  assert.equal(scrolls, [0], 'back at the top, the next one stays')
})

Scroll('a page with a saved position goes back to it', () => {
  sessionStorage.setItem('scroll:third', '300')
  render(<Page at="third" />)
  assert.equal(scrolls[0], 300)
})

Scroll.run()
