import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { render as preactRender } from 'preact'
import type { Instance, InstanceState } from '../../../../web/api/generated/types'
import { actionSources, rowActionEntries } from '../../../../web/pages/common/actions/action-registry'
import { ArrayTable } from '../../../../web/pages/common/list/ArrayTable'
import { singular } from '../../../../web/pages/common/list/ListShell'
import { useInstanceActions } from '../../../../web/pages/project/instances/actions'
import { instanceBulk } from '../../../../web/pages/project/instances/bulk-actions'
import type { MenuAction } from '../../../../web/ui/ActionMenu'
import { resolveRequest } from '../../../../web/ui/CopyRequest'
import { render, withDom } from '../../../../test-support/dom'

const Registry = suite('action registry')
withDom(Registry)

const instance = (name: string, runState: InstanceState) =>
  ({ id: `id-${name}`, name, runState, description: '', timeCreated: new Date(0) }) as unknown as Instance
const rows = [instance('db1', 'running'), instance('db2', 'stopped')]

/** The instances list as the page builds it: the real actions hook, the real bulk noun. */
let menu: (i: Instance) => MenuAction[] = () => []
function InstancesList() {
  const actions = useInstanceActions('mock-project')
  menu = actions
  return (
    <ArrayTable<Instance>
      label="Instances"
      rows={rows}
      retry={() => undefined}
      columns={[{ header: 'Name', cell: (i) => i.name }]}
      rowActions={actions}
      bulk={instanceBulk('mock-project')}
      empty="No instances"
    />
  )
}

Registry('every row action of a mounted list appears in the palette, with its reason and CLI command', () => {
  render(<InstancesList />)
  const sources = actionSources.get()
  assert.is(sources.length, 1)
  const entries = rowActionEntries(sources, ['db'])
  let count = 0
  for (const row of rows) {
    for (const a of menu(row)) {
      count++
      const entry = entries.find((e) => e.label === `${a.label} instance ${row.name}`)
      assert.ok(entry, `${a.label} instance ${row.name} is in the palette`)
      assert.is(entry!.disabled, a.disabled || undefined, `${a.label} ${row.name}: the row menu's reason`)
      const request = a.request && resolveRequest(a.request)
      assert.is(entry!.cli, typeof request === 'object' ? request.cli : undefined)
    }
  }
  assert.is(entries.length, count)
  assert.ok(count >= 8)
  // the rules table's reason, word for word
  assert.is(entries.find((e) => e.label === 'Start instance db1')!.disabled, menu(rows[0])[0].disabled)
  assert.is(
    entries.find((e) => e.label === 'Stop instance db1')!.cli,
    'oxide instance stop --instance db1 --project mock-project',
  )
})

Registry("every bulk bar action of the selection appears in the palette, with the bar's reason", async () => {
  const body = render(<InstancesList />)
  const all = body.querySelector<HTMLInputElement>('input[aria-label="Select all instances shown"]')
  assert.ok(all, 'the header checkbox')
  act(() => all!.click())
  const entries = rowActionEntries(actionSources.get())
  const bar = [...body.querySelectorAll('[aria-label="Bulk actions"] button')].map((b) => b.textContent)
  for (const action of instanceBulk('mock-project').actions) {
    assert.ok(bar.includes(action.label), `${action.label} is on the bar`)
    const entry = entries.find((e) => e.label === `${action.label} selected instances (2)`)
    assert.ok(entry, `${action.label} selected instances (2) is in the palette`)
    assert.is(entry!.disabled, undefined, 'one of db1 (running) and db2 (stopped) allows each')
  }
})

Registry('a list that goes away takes its actions with it', () => {
  render(<InstancesList />)
  assert.is(actionSources.get().length, 1)
  act(() => preactRender(null, document.body))
  assert.is(actionSources.get().length, 0)
})

Registry('a big list offers only the rows the query names', () => {
  const many = Array.from({ length: 500 }, (_, n) => ({ name: `inst-${n}` }))
  const source = {
    noun: 'instance',
    rows: many,
    rowName: (r: object) => (r as { name: string }).name,
    actions: () => [{ label: 'Stop', onSelect: () => undefined }],
  }
  assert.equal(
    rowActionEntries([source], ['inst-499']).map((e) => e.label),
    ['Stop instance inst-499'],
  )
})

Registry('a list names its rows by its label when it has no noun of its own', () => {
  assert.is(singular('Floating IPs'), 'floating IP')
  assert.is(singular('VPCs'), 'VPC')
  assert.is(singular('Firewall rules'), 'firewall rule')
})

Registry.run()
