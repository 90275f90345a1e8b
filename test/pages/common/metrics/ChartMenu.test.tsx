import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { chartRows, ChartMenu, oxqlSource } from '../../../../web/pages/common/metrics/ChartMenu'
import { render, withDom } from '../../../../test-support/dom'
import { until } from '../../../../test-support/until'

const Menu = suite('ChartMenu')
withDom(Menu)

const data = {
  times: [1_700_000_000, 1_700_000_060],
  series: [
    { label: 'Reads', values: [3, null] },
    { label: 'Writes', values: [1, 2] },
  ],
}

Menu('a chart’s points become rows of time and one column per series, with the unit where it says something', () => {
  assert.equal(chartRows(data, 'count'), [
    { time: new Date('2023-11-14T22:13:20Z'), Reads: 3, Writes: 1 },
    { time: new Date('2023-11-14T22:14:20Z'), Reads: null, Writes: 2 },
  ])
  assert.equal(Object.keys(chartRows(data, 'bytes')[0]), ['time', 'Reads (bytes)', 'Writes (bytes)'])
})

Menu('one query is "Copy query"; several are named by their series', () => {
  assert.equal(oxqlSource([{ label: '', query: 'get a' }]).copies, [{ label: 'Copy query', text: 'get a' }])
  assert.equal(
    oxqlSource([
      { label: 'Reads', query: 'get r' },
      { label: 'Writes', query: 'get w' },
    ]).copies.map((c) => c.label),
    ['Copy query: Reads', 'Copy query: Writes'],
  )
})

Menu('the button names its chart, and Enter opens the menu (its items are read in e2e/metrics.spec.ts)', async () => {
  const body = render(
    <ChartMenu title="Disk operations" unit="count" data={data} source={oxqlSource([{ label: '', query: 'get x' }])} />,
  )
  const button = body.querySelector('button')!
  assert.is(button.getAttribute('aria-label'), 'Disk operations chart options')
  assert.is(button.getAttribute('aria-haspopup'), 'menu')
  assert.is(button.getAttribute('aria-expanded'), 'false')
  await act(async () => {
    button.focus()
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
  })
  await until(() => button.getAttribute('aria-expanded') === 'true', { what: 'the menu open' })
})

Menu.run()
