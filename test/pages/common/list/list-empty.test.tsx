import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ArrayTable } from '../../../../web/pages/common/list/ArrayTable'
import { render, withDom } from '../../../../test-support/dom'

const Empty = suite('list shell: what an empty list shows')
withDom(Empty)

const list = (empty: Parameters<typeof ArrayTable<{ name: string }>>[0]['empty']) =>
  render(
    <ArrayTable<{ name: string }>
      label="Widgets"
      rows={[]}
      retry={() => undefined}
      columns={[{ header: 'Name', cell: (w) => w.name }]}
      empty={empty}
    />,
  )

Empty('a title and body become the empty state, its title a heading', () => {
  const root = list({ title: 'No widgets', body: 'Widgets appear here once made.' })
  assert.is(root.querySelector('.empty h2')?.textContent, 'No widgets')
  assert.is(root.querySelector('.empty p')?.textContent, 'Widgets appear here once made.')
  assert.not.ok(root.querySelector('table'), 'no table for an empty list')
})

Empty('a sentence and an element are shown as they are', () => {
  assert.is(list('Nothing here').querySelector('p.empty')?.textContent, 'Nothing here')
  assert.is(list(<strong>Own element</strong>).querySelector('strong')?.textContent, 'Own element')
})

Empty.run()
