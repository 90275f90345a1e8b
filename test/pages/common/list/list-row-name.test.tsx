import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ArrayTable } from '../../../../web/pages/common/list/ArrayTable'
import { render, withDom } from '../../../../test-support/dom'

const Names = suite('list shell: how a row names itself')
withDom(Names)

type Person = { id: string; displayName: string; name?: string }
const list = (rows: Person[], rowName?: (r: Person) => string) =>
  render(
    <ArrayTable<Person>
      label="People"
      rows={rows}
      retry={() => undefined}
      columns={[{ header: 'Who', cell: (r) => r.displayName }]}
      rowActions={() => [{ label: 'Wave', onSelect: () => undefined }]}
      rowName={rowName}
      empty="Nobody"
    />,
  )
const menus = (root: HTMLElement) =>
  [...root.querySelectorAll('button[aria-label$=" actions"]')].map((b) => b.getAttribute('aria-label'))

Names('a row without a name is named by its display name (users, groups)', () => {
  assert.equal(menus(list([{ id: 'u1', displayName: 'Ada Lovelace' }])), ['Ada Lovelace actions'])
})

Names('a name comes first, and rowName over both', () => {
  assert.equal(menus(list([{ id: 'u1', displayName: 'Ada', name: 'ada' }])), ['ada actions'])
  assert.equal(menus(list([{ id: 'u1', displayName: 'Ada' }], (r) => `Person ${r.id}`)), ['Person u1 actions'])
})

Names.run()
