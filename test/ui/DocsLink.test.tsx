import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { PageHeader } from '../../web/ui/PageHeader'
import { docs } from '../../web/util/docs'
import { render, withDom } from '../../test-support/dom'

const Header = suite('PageHeader docs link')
withDom(Header)

Header('a topic key becomes a link to its page, in a new tab that cannot reach back', () => {
  const body = render(<PageHeader title="Disks" docs="disks" />)
  const a = body.querySelector('a')!
  assert.is(a.getAttribute('href'), docs.disks.href)
  assert.is(a.getAttribute('target'), '_blank')
  assert.is(a.getAttribute('rel'), 'noopener noreferrer')
  assert.match(a.textContent!, 'Docs: Disks and snapshots')
  assert.match(a.textContent!, '(opens in a new tab)')
})

Header('no topic, no link', () => {
  const body = render(<PageHeader title="Audit log" />)
  assert.is(body.querySelector('a'), null)
})

Header.run()
