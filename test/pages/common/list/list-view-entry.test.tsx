import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { useListView } from '../../../../web/pages/common/list/list-view'
import type { ListView } from '../../../../web/pages/common/list/list-view'
import { navigationKey } from '../../../../web/routing/scroll'
import { render, withDom } from '../../../../test-support/dom'

/**
 * A list's view changes the URL in place: the history entry keeps its scroll key, so the page is not
 * taken for a new visit and scrolled to the top (RouteView keys scroll restoration by it).
 */
const Entry = suite('a list view change stays on its history entry')
withDom(Entry)

let setView: (change: Partial<ListView>) => void = () => undefined
// (wouter patched no history here, as it is imported before the DOM exists: the URL is checked, not a re-render)
function List() {
  setView = useListView()[1]
  return <p>list</p>
}

Entry('filtering and sorting keep the entry’s key', () => {
  history.replaceState(null, '', '/projects/p/instances')
  const key = navigationKey()
  render(<List />)
  act(() => setView({ filter: 'db' }))
  assert.is(location.search, '?filter=db')
  assert.is(navigationKey(), key)
  act(() => setView({ sort: { key: 'name', dir: 'desc' } }))
  assert.is(location.search, '?filter=db&sort=-name')
  assert.is(navigationKey(), key)
})

Entry.run()
