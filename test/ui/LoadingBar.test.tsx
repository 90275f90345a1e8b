import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { LoadingBar, LOADING_BAR_DELAY_MS } from '../../web/ui/LoadingBar'
import { render, sleep, withDom } from '../../test-support/dom'

const Bar = suite('LoadingBar')
withDom(Bar)

Bar('appears only once loading lasts 20 ms (SPEC §9)', async () => {
  assert.is(LOADING_BAR_DELAY_MS, 20)
  const body = render(<LoadingBar loading />)
  assert.is(body.querySelector('[role=progressbar]'), null)
  await act(() => sleep(40))
  assert.ok(body.querySelector('[role=progressbar]'))
})

Bar('never appears for loading that ends sooner', async () => {
  const body = render(<LoadingBar loading />)
  render(<LoadingBar loading={false} />)
  await act(() => sleep(40))
  assert.is(body.querySelector('[role=progressbar]'), null)
})

Bar.run()
