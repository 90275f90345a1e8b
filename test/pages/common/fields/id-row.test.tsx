import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { PropertiesList } from '../../../../web/ui/PropertiesList'
import { idRow } from '../../../../web/pages/common/fields/id-row'
import { render, withDom } from '../../../../test-support/dom'

const IdRow = suite('idRow')
withDom(IdRow)

IdRow('a PropertiesList row named ID: the ID as code and a Copy ID button', () => {
  const body = render(<PropertiesList items={[['Name', 'a'], idRow('3f0ab18a')]} />)
  assert.equal(
    [...body.querySelectorAll('dt')].map((d) => d.textContent),
    ['Name', 'ID'],
  )
  const dd = body.querySelectorAll('dd')[1]
  assert.is(dd.querySelector('code')!.textContent, '3f0ab18a')
  assert.match(dd.querySelector('button')!.textContent!, 'Copy ID')
})

IdRow.run()
