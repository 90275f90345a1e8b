import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { LoadingBar, LOADING_BAR_DELAY_MS } from '../../web/ui/LoadingBar'
import { render, withDom } from '../../test-support/dom'
import { until } from '../../test-support/until'

const Bar = suite('LoadingBar')
withDom(Bar)

Bar('appears only once loading lasts 20 ms (the rules: constants)', async () => {
  assert.is(LOADING_BAR_DELAY_MS, 20)
  const body = render(<LoadingBar loading />)
  assert.is(body.querySelector('[role=progressbar]'), null)
  await until(() => body.querySelector('[role=progressbar]'), { what: 'the loading bar' })
})

/** Two bars side by side: `bar` is the one under test; `control` keeps loading, so it shows when the delay is over. */
function Pair({ loading }: { loading: boolean }) {
  return (
    <>
      <div id="bar">
        <LoadingBar loading={loading} />
      </div>
      <div id="control">
        <LoadingBar loading />
      </div>
    </>
  )
}

Bar('never appears for loading that ends sooner', async () => {
  const body = render(<Pair loading />)
  render(<Pair loading={false} />)
  // The control's timer started with the first one, so once it has shown, the first bar's delay is over too.
  await until(() => body.querySelector('#control [role=progressbar]'), { what: 'the control bar' })
  assert.is(body.querySelector('#bar [role=progressbar]'), null)
})

Bar.run()
