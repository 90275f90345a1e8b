import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import type { Instance, InstanceState } from '../../../../web/api/generated/types'
import { PAGE_KEYS, rowShortcuts } from '../../../../web/api/rules/row-shortcuts'
import { actionSources, rowActionEntries } from '../../../../web/pages/common/actions/action-registry'
import { ArrayTable } from '../../../../web/pages/common/list/ArrayTable'
import { rowKeys } from '../../../../web/pages/layout/shortcuts-sheet'
import { useInstanceActions } from '../../../../web/pages/project/instances/actions'
import type { MenuAction } from '../../../../web/ui/ActionMenu'
import { keyHint } from '../../../../web/ui/key-hint'
import { setSingleKeyShortcuts } from '../../../../web/ui/shortcut-prefs'
import { Toaster } from '../../../../web/ui/Toast'
import { render, withDom } from '../../../../test-support/dom'

const Keys = suite('row shortcuts')
withDom(Keys)
Keys.before.each(() => {
  localStorage.clear()
  // The instance actions read the user's role (/v1/me). Unstubbed, that went to whatever listens on localhost:4000
  // (a dev or e2e server on a shared machine answers it); these tests need no answer, so none ever comes.
  globalThis.fetch = (() => new Promise<Response>(() => {})) as typeof fetch
})

const instance = (name: string, runState: InstanceState) =>
  ({ id: `id-${name}`, name, runState, description: '', timeCreated: new Date(0) }) as unknown as Instance

Keys('each kind of row has one action per key, and no row key is a page-wide key', () => {
  for (const [kind, keys] of Object.entries(rowShortcuts)) {
    const values = Object.values(keys) as string[]
    assert.is(new Set(values).size, values.length, `${kind}: keys are unique`)
    for (const k of values) assert.not.ok((PAGE_KEYS as readonly string[]).includes(k), `${kind}: ${k} is free`)
  }
})

Keys('the instance menu actions carry the table’s keys, and the palette and the `?` sheet show them', () => {
  let menu: (i: Instance) => MenuAction[] = () => []
  const rows = [instance('db1', 'running')]
  function List() {
    menu = useInstanceActions('mock-project')
    return (
      <ArrayTable<Instance>
        label="Instances"
        rows={rows}
        retry={() => undefined}
        columns={[{ header: 'Name', cell: (i) => i.name }]}
        rowActions={menu}
        empty="No instances"
      />
    )
  }
  render(<List />)
  const actions = menu(rows[0])
  const entries = rowActionEntries(actionSources.get(), ['db1'])
  const sheet = rowKeys()
  for (const [label, key] of Object.entries(rowShortcuts.instance)) {
    const action = actions.find((a) => a.label === label)
    assert.is(action?.shortcut, key, `${label} declares ${key}`)
    assert.is(entries.find((e) => e.label === `${label} instance db1`)?.shortcut, keyHint(key), `palette: ${label}`)
    const line = sheet.find(([k]) => k === keyHint(key))
    assert.ok(line && line[1].startsWith(label) && line[1].includes('instance'), `sheet: ${key}`)
  }
})

/** A list whose actions record what ran: db1 can stop, db2 cannot (with a reason). */
function mountList() {
  const ran: string[] = []
  const rows = [
    { id: 'a', name: 'db1' },
    { id: 'b', name: 'db2' },
  ]
  const actions = (r: { name: string }): MenuAction[] => [
    {
      label: 'Stop',
      shortcut: 'x',
      disabled: r.name === 'db2' && 'Only available when the instance is running',
      onSelect: () => ran.push(`stop ${r.name}`),
    },
  ]
  const body = render(
    <>
      <ArrayTable
        label="Instances"
        rows={rows}
        retry={() => undefined}
        columns={[{ header: 'Name', cell: (r) => <a href={`#${r.name}`}>{r.name}</a> }]}
        rowActions={actions}
        bulk={{ noun: { one: 'instance', many: 'instances' }, actions: [] }}
        empty="No instances"
      />
      <Toaster />
      {/* a text field of the page (a short list shows no filter box of its own) */}
      <input aria-label="Note" />
    </>,
  )
  const press = (el: Element, key: string) =>
    act(() => void el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })))
  const link = (name: string) => body.querySelector(`a[href="#${name}"]`)!
  return { body, ran, press, link }
}

Keys('a key on a focused row runs that row’s action; a disabled one only says why', () => {
  const { body, ran, press, link } = mountList()
  press(link('db1'), 'x')
  assert.equal(ran, ['stop db1'])
  press(link('db2'), 'x')
  assert.equal(ran, ['stop db1'], 'db2 cannot stop')
  assert.match(body.textContent ?? '', 'Only available when the instance is running')
  // the row checkbox is not a text field: the key still works there
  press(body.querySelector('input[aria-label="Select db1"]')!, 'x')
  assert.equal(ran, ['stop db1', 'stop db1'])
  press(link('db1'), 'r')
  assert.is(ran.length, 2, 'a key no action declares does nothing')
})

Keys('typing in a field, or with single-key shortcuts off, the key does nothing', () => {
  const { body, ran, press, link } = mountList()
  press(body.querySelector('input[aria-label="Note"]')!, 'x')
  assert.equal(ran, [])
  setSingleKeyShortcuts(false)
  press(link('db1'), 'x')
  assert.equal(ran, [])
  setSingleKeyShortcuts(true)
  press(link('db1'), 'x')
  assert.equal(ran, ['stop db1'])
})

Keys.run()
