import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { useSaveOutcome } from '../../web/api/save-outcome'
import { render, withDom } from '../../test-support/dom'

const Outcome = suite('useSaveOutcome: a change save as whether it was made')
withDom(Outcome)

let outcome: ReturnType<typeof useSaveOutcome>
function Saver({ error }: { error: unknown }) {
  outcome = useSaveOutcome(error)
  return null
}
const settledWith = async (p: Promise<boolean>) =>
  Promise.race([p, new Promise<string>((r) => setTimeout(() => r('waiting'), 20))])

Outcome('made: true', async () => {
  render(<Saver error={null} />)
  const made = outcome.next()
  act(() => outcome.made())
  assert.is(await settledWith(made), true)
})

Outcome('a refusal: false; a save stopped at a conflict waits for the choice', async () => {
  render(<Saver error={null} />)
  const refused = outcome.next()
  act(() => void render(<Saver error={new Error('no')} />))
  assert.is(await settledWith(refused), false)
  render(<Saver error={null} />)
  const stopped = outcome.next()
  assert.is(await settledWith(stopped), 'waiting')
})

Outcome('leaving while it waits for a choice, or submitting again: false', async () => {
  render(<Saver error={null} />)
  const first = outcome.next()
  const second = outcome.next()
  assert.is(await settledWith(first), false)
  render(null)
  assert.is(await settledWith(second), false)
})

Outcome.run()
