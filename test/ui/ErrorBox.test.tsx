import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ErrorBox } from '../../web/ui/ErrorBox'
import { render, withDom } from '../../test-support/dom'

const Box = suite('ErrorBox')
withDom(Box)

Box('an alert with the title, the message as text, and Retry that calls back', () => {
  let retried = 0
  const body = render(
    <ErrorBox title="Could not load quotas" onRetry={() => retried++}>
      {'<b>Forbidden</b>'}
    </ErrorBox>,
  )
  const alert = body.querySelector('[role="alert"]')!
  assert.is(alert.querySelector('strong')?.textContent, 'Could not load quotas')
  assert.ok(alert.textContent?.includes('<b>Forbidden</b>'), 'server text stays text')
  assert.is(alert.querySelector('b'), null)
  alert.querySelector('button')!.click()
  assert.is(retried, 1)
})

Box('without a title or a retry: just the message', () => {
  const body = render(<ErrorBox>Not found</ErrorBox>)
  const alert = body.querySelector('[role="alert"]')!
  assert.is(alert.textContent, 'Not found')
  assert.is(alert.querySelector('button'), null)
  assert.is(alert.querySelector('strong'), null)
})

Box.run()
