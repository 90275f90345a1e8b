import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Table } from '../../web/ui/Table'
import { render, withDom } from '../../test-support/dom'

const Busy = suite('Table: the previous rows while a new query loads')
withDom(Busy)

const table = (busy?: boolean) =>
  render(
    <Table<{ name: string }>
      label="Alerts"
      columns={[{ header: 'Name', cell: (r) => r.name }]}
      rows={[{ name: 'a' }]}
      rowKey={(r) => r.name}
      busy={busy}
    />,
  ).querySelector('table')!

Busy('stale rows are marked busy for assistive tech (and the style dims them); settled ones are not', () => {
  assert.is(table(true).getAttribute('aria-busy'), 'true')
  assert.is(table(false).getAttribute('aria-busy'), null)
  assert.is(table().getAttribute('aria-busy'), null)
})

Busy.run()
