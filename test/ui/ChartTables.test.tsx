import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ChartTables } from '../../web/ui/ChartTables'
import { render, withDom } from '../../test-support/dom'

const Tables = suite('chart tables: the chart in words')
withDom(Tables)

const data = {
  times: [1_700_000_000, 1_700_000_060, 1_700_000_120],
  series: [
    { label: 'read', values: [1, null, 5] },
    { label: 'write', values: [2, 4, 6] },
  ],
}

const cells = (row: Element) => [...row.children].map((c) => c.textContent)

Tables('a summary row per series: min, mean, max and latest, gaps left out', () => {
  const body = render(<ChartTables data={data} unit="count" title="Disk ops" />)
  const rows = body.querySelectorAll('table[aria-label="Disk ops summary"] tbody tr')
  assert.equal(cells(rows[0]), ['read', '1', '3', '5', '5'])
  assert.equal(cells(rows[1]), ['write', '2', '4', '6', '6'])
  assert.is(rows[0].querySelector('th')?.getAttribute('scope'), 'row')
})

Tables('every point in the data table, a gap shown as missing, times machine-readable', () => {
  const body = render(<ChartTables data={data} unit="count" title="Disk ops" />)
  assert.match(body.querySelector('summary')?.textContent ?? '', '3 points')
  const table = body.querySelector('table[aria-label="Disk ops data"]')!
  assert.equal(cells(table.querySelector('thead tr')!), ['Time', 'read', 'write'])
  const rows = table.querySelectorAll('tbody tr')
  assert.is(rows.length, 3)
  assert.is(rows[0].querySelector('time')?.getAttribute('datetime'), new Date(1_700_000_000_000).toISOString())
  assert.equal(cells(rows[1]).slice(1), ['–', '4'])
})

Tables.run()
