import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { PanelBoundary } from '../../web/ui/PanelBoundary'
import { render, withDom } from '../../test-support/dom'

const Boundary = suite('PanelBoundary')
withDom(Boundary)

const realError = console.error
Boundary.after.each(() => void (console.error = realError))

let broken = true
function Chart() {
  if (broken) {
    const values = undefined as unknown as number[]
    return <p>{values[0]}</p>
  }
  return <p>chart drawn</p>
}

Boundary('a panel that throws in its render shows its own failure with Retry; its neighbours stay', () => {
  const logged: unknown[] = []
  console.error = (...args: unknown[]) => void logged.push(args[0])
  broken = true
  let retried = 0
  const body = render(
    <main>
      <p>figures that loaded</p>
      <PanelBoundary title="CPUs provisioned" onRetry={() => retried++}>
        <Chart />
      </PanelBoundary>
      <PanelBoundary title="Memory provisioned">
        <p>memory chart</p>
      </PanelBoundary>
    </main>,
  )
  assert.match(body.textContent!, 'figures that loaded')
  assert.match(body.textContent!, 'memory chart')
  const panel = body.querySelector('section[aria-label="CPUs provisioned"]')!
  const alert = panel.querySelector('[role="alert"]')!
  assert.match(alert.textContent!, 'Could not show cpus provisioned')
  assert.match(alert.textContent!, /Cannot read properties of undefined|undefined/)
  assert.equal(logged, ['Could not show CPUs provisioned'])

  // the data is right now: Retry asks again and draws the panel anew
  broken = false
  const retry = [...alert.querySelectorAll('button')].find((b) => b.textContent === 'Retry')!
  act(() => retry.click())
  assert.is(retried, 1)
  assert.match(body.textContent!, 'chart drawn')
  assert.not.ok(body.querySelector('[role="alert"]'))
})

Boundary.run()
