import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ObjectHeader } from '../../web/ui/ObjectHeader'
import { render, withDom } from '../../test-support/dom'

const Header = suite('ObjectHeader')
withDom(Header)

Header("the object's name is the title; its actions menu is named after it once they are given", () => {
  let body = render(<ObjectHeader name="pool-1" />)
  assert.is(body.querySelector('h1')?.textContent, 'pool-1')
  assert.is(body.querySelector('button'), null)
  body = render(<ObjectHeader name="pool-1" actions={[{ label: 'Edit', onSelect: () => undefined }]} />)
  assert.ok(body.querySelector('button[aria-label="pool-1 actions"]'), body.innerHTML)
})

Header.run()
