import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { HeadingRow } from '../../web/ui/HeadingRow'
import { render, withDom } from '../../test-support/dom'

const Row = suite('HeadingRow')
withDom(Row)

Row('the heading is an h2 that takes the room, the action sits beside it on one line', () => {
  const root = render(
    <HeadingRow heading="External IPs">
      <button type="button">Attach ephemeral IP</button>
    </HeadingRow>,
  )
  const line = root.querySelector('.row')
  assert.is(line?.querySelector('h2.grow')?.textContent, 'External IPs')
  assert.is(line?.querySelector('h2 + button')?.textContent, 'Attach ephemeral IP')
})

Row('as a toolbar it takes the toolbar spacing', () => {
  const root = render(
    <HeadingRow heading="Quotas" toolbar>
      <button type="button">Edit quotas</button>
    </HeadingRow>,
  )
  assert.ok(root.querySelector('.toolbar > h2.grow'))
  assert.not.ok(root.querySelector('.row'))
})

Row.run()
