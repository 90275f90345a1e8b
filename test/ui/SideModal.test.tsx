import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { FormErrors } from '../../web/ui/SideModal'
import { render, withDom } from '../../test-support/dom'

const Errors = suite('FormErrors')
withDom(Errors)

Errors("one problem is headed 'Error' (the rules: screens)", () => {
  const body = render(<FormErrors errors={['Project name already exists']} />)
  assert.ok(body.textContent?.startsWith('Error'))
  assert.ok(body.textContent?.includes('Project name already exists'))
})

Errors("several problems are a list headed 'N issues:'", () => {
  const body = render(<FormErrors errors={['Name is required', 'Not a valid IP address']} />)
  assert.ok(body.textContent?.startsWith('2 issues:'))
  assert.is(body.querySelectorAll('li').length, 2)
})

Errors('no problems render nothing', () => {
  const body = render(<FormErrors errors={[]} />)
  assert.is(body.textContent, '')
})

Errors.run()
