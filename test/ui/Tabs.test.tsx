import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { currentTab, RouteTabs } from '../../web/ui/Tabs'
import { render, withDom } from '../../test-support/dom'

const inventory = [
  { label: 'Sleds', href: '/system/inventory/sleds' },
  { label: 'Disks', href: '/system/inventory/disks' },
  { label: 'Uninitialized sleds', href: '/system/inventory/sleds-uninitialized' },
]

const Current = suite('currentTab')

const cases: [location: string, expected: string | undefined][] = [
  ['/system/inventory/sleds', 'Sleds'],
  ['/system/inventory/sleds/abc/instances', 'Sleds'],
  ['/system/inventory/sleds-uninitialized', 'Uninitialized sleds'],
  ['/system/inventory/disks', 'Disks'],
  ['/system/inventory/disks-unadopted', undefined],
  ['/system/inventory', undefined],
]
for (const [location, expected] of cases) {
  Current(`${location} -> ${expected ?? 'no tab'}`, () => {
    assert.is(currentTab(inventory, location)?.label, expected)
  })
}

Current('a tab nested under another: the more specific one wins', () => {
  const tabs = [
    { label: 'Metrics', href: '/i/db1/metrics' },
    { label: 'CPU', href: '/i/db1/metrics/cpu' },
  ]
  assert.is(currentTab(tabs, '/i/db1/metrics/cpu')?.label, 'CPU')
  assert.is(currentTab(tabs, '/i/db1/metrics/disk')?.label, 'Metrics')
})

const Tabs = suite('RouteTabs')
withDom(Tabs)

Tabs('marks only the tab of its own path segment current', () => {
  const body = render(<RouteTabs label="Inventory" tabs={inventory} current="/system/inventory/sleds-uninitialized" />)
  const current = [...body.querySelectorAll('a[aria-current="page"]')].map((a) => a.textContent)
  assert.equal(current, ['Uninitialized sleds'])
})

Current.run()
Tabs.run()
