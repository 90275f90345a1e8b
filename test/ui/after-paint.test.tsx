import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { useAfterPaint } from '../../web/ui/after-paint'
import { render, withDom } from '../../test-support/dom'
import { until } from '../../test-support/until'

/** : a long page renders its first screen, and the rest once that has been painted. */
const AfterPaint = suite('useAfterPaint')
withDom(AfterPaint)

let renders: boolean[] = []
function Page() {
  const rest = useAfterPaint()
  renders.push(rest)
  return (
    <>
      <h1>Head</h1>
      {rest && <p>The rest</p>}
    </>
  )
}

AfterPaint('the first render holds the head only; the rest follows, once', async () => {
  renders = []
  render(<Page />)
  assert.is(renders[0], false)
  assert.is(document.querySelector('h1')?.textContent, 'Head')
  await until(() => document.querySelector('p')?.textContent === 'The rest', { what: 'the rest of the page' })
  assert.equal(renders, [false, true])
})

AfterPaint.run()
