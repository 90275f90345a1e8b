import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { ActionMenu } from '../../web/ui/ActionMenu'
import { loadDeferredWidgets, resetDeferredWork, whenDeferredReady } from '../../web/ui/deferred'
import { render, withDom } from '../../test-support/dom'
import { until } from '../../test-support/until'

const StandIn = suite('row menu stand-in')
withDom(StandIn)

const actions = [{ label: 'Stop', onSelect: () => {} }]

StandIn('a deferred task waits for the idle signal and runs once, however many rows ask for it', () => {
  // an earlier file's page may have reached its idle moment already in this process
  resetDeferredWork()
  let runs = 0
  const task = () => void runs++
  whenDeferredReady(task)
  whenDeferredReady(task)
  assert.is(runs, 0)
  loadDeferredWidgets()
  assert.is(runs, 1)
  whenDeferredReady(task)
  assert.is(runs, 2, 'once deferred work has started, a task runs at once')
})

/**
 * headlessui's button carries aria-expanded; the plain stand-in does not. Its code is a dynamic
 * import that tsx compiles on first use: on a loaded 2-core machine that took over the 2 s this
 * once allowed, so it waits up to 30 s for the state, returning as soon as it is there.
 */
const realButton = (body: HTMLElement, watch?: () => void) =>
  until(() => (watch?.(), body.querySelector<HTMLButtonElement>('button[aria-label="db1 actions"][aria-expanded]')), {
    what: 'the headlessui menu button in place of the stand-in',
    timeout: 30_000,
  })

StandIn(
  'a row shows a plain, usable button; focusing it swaps in the real menu button, which keeps focus',
  async () => {
    const body = render(<ActionMenu label="db1 actions" actions={actions} />)
    const standIn = body.querySelector('button')!
    assert.is(standIn.getAttribute('aria-label'), 'db1 actions')
    assert.is(standIn.getAttribute('aria-haspopup'), 'menu')
    assert.is(standIn.getAttribute('aria-disabled'), null, 'usable, not a disabled placeholder')
    assert.is(standIn.getAttribute('aria-expanded'), null)

    act(() => standIn.focus())
    const real = await realButton(body)
    assert.ok(real, 'the headlessui menu button replaced the stand-in')
    assert.is(document.activeElement, real, 'focus moved to the real button')
    assert.is(real!.getAttribute('aria-expanded'), 'false', 'focus alone does not open the menu')
  },
)

/**
 * Chromium blurs a focused element as it leaves the page (blur and focusout while it is still connected, then the
 * removal; focus goes to the body); happy-dom only forgets it. Removals made inside `run` behave as in Chromium.
 */
async function blurringOnRemoval<T>(run: () => Promise<T>): Promise<T> {
  const remove = Element.prototype.remove
  Element.prototype.remove = function (this: Element) {
    if (document.activeElement === this) (this as HTMLElement).blur()
    remove.call(this)
  }
  try {
    return await run()
  } finally {
    Element.prototype.remove = remove
  }
}

StandIn('focus reached by Tab stays on the menu button while the real one takes its place', async () =>
  blurringOnRemoval(async () => {
    const body = render(<ActionMenu label="db1 actions" actions={actions} />)
    const standIn = body.querySelector('button')!
    act(() => standIn.focus())
    // never on the page itself, not while the code loads nor after: a keyboard user's next key starts from it
    const away: string[] = []
    const real = await realButton(body, () => {
      if (!document.activeElement?.matches('button[aria-label="db1 actions"]'))
        away.push(document.activeElement?.tagName ?? 'nothing')
    })
    assert.equal(away, [], 'focus left the menu button')
    assert.is(document.activeElement, real, 'focus moved to the real button')
  }),
)

StandIn('pressing the stand-in opens the real menu', async () => {
  const body = render(<ActionMenu label="db1 actions" actions={actions} />)
  act(() => body.querySelector('button')!.click())
  const real = await realButton(body)
  assert.ok(real)
  await until(() => real.getAttribute('aria-expanded') === 'true', { what: 'the menu open' })
  // Close it, and let the page's pending work (floating-ui's position update) finish before the suite removes the
  // DOM: run after that, it reads a missing `window` and the error ends the whole unit run. A fixed 100 ms wait did
  // this, unless the machine was slower. (Stopping the page in withDom instead hung a run whose page kept retrying
  // a request while being stopped.)
  act(() => {
    render(null)
  })
  await (globalThis as unknown as { happyDOM: { waitUntilComplete(): Promise<void> } }).happyDOM.waitUntilComplete()
})

StandIn('a press whose code arrives between pointerdown and click still opens the menu', async () => {
  const body = render(<ActionMenu label="db1 actions" actions={actions} />)
  const standIn = body.querySelector('button')!
  // the pointer reaches the stand-in and goes down before the real button's code has come in; the stand-in then
  // leaves the page mid-press, so the browser sends the click to the row, never to either button
  act(() => {
    standIn.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }))
    standIn.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse', button: 0 }))
  })
  const real = await realButton(body)
  await until(() => real.getAttribute('aria-expanded') === 'true', { what: 'the menu open from the press' })
  act(() => {
    render(null)
  })
  await (globalThis as unknown as { happyDOM: { waitUntilComplete(): Promise<void> } }).happyDOM.waitUntilComplete()
})

StandIn.run()
