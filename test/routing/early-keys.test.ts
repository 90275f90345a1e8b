import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { setFirstPaint, type FirstPaint } from '../../web/first-paint/slot'
import { holdEarlyKeys, takeEarlyKeys } from '../../web/routing/early-keys'
import { withDom } from '../../test-support/dom'

/** : keys pressed over the starter's pre-painted rows wait for the app's palette. */
const Early = suite('early keys')
withDom(Early)

/** The keys are held over a pre-paint, on its slot. */
const paint = (): FirstPaint => {
  const p = { done: false, settled: Promise.resolve(true) }
  setFirstPaint(p)
  return p
}
Early.after.each(() => setFirstPaint(undefined as never))

const press = (key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) => {
  const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(e)
  return e.defaultPrevented
}

Early('without a starter there is nothing to take', () => {
  assert.equal(takeEarlyKeys(), { palette: false, typed: '' })
})

Early('Ctrl+K and the keys after it are kept, and taken once; the starter then stops listening', () => {
  holdEarlyKeys(paint())
  assert.is(press('x'), false, 'before Ctrl+K, a key is left alone')
  assert.ok(press('k', { ctrlKey: true }))
  for (const key of 'db3') assert.ok(press(key))
  press('Backspace')
  press('2')
  assert.equal(takeEarlyKeys(), { palette: true, typed: 'db2' })
  assert.is(press('k', { ctrlKey: true }), false, 'taken: the app handles its keys alone')
  assert.equal(takeEarlyKeys(), { palette: false, typed: '' })
})

Early('Escape or a second Ctrl+K closes what was asked for; before Ctrl+K nothing is held', () => {
  holdEarlyKeys(paint())
  press('k', { metaKey: true })
  press('a')
  press('Escape')
  assert.is(press('b'), false)
  press('K', { ctrlKey: true })
  press('k', { ctrlKey: true })
  assert.equal(takeEarlyKeys(), { palette: false, typed: '' })
})

Early.run()
