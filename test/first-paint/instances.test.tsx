import { render as preactRender } from 'preact'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { InstanceState } from '../../web/api/generated/types'
import { instanceStateColor } from '../../web/api/rules/instances'
import { instancesListHtml, instancesListProject, type InstanceJson } from '../../web/first-paint/instances'
import { createdCol } from '../../web/pages/common/list/columns'
import { InstanceStateBadge } from '../../web/pages/common/InstanceStateBadge'
import { to } from '../../web/urls'
import { formatStamp } from '../../web/util/time'
import { withDom } from '../../test-support/dom'

/**
 * : the starter's pre-paint of the instances list is the app's own markup for what it shows
 * (the badge, the age), escapes what the API sends, and is made only for the list's own path.
 */
const Paint = suite('first paint: instances list')
withDom(Paint)

const instance = (name: string, run_state: InstanceState = 'running'): InstanceJson => ({
  id: `id-${name}`,
  name,
  run_state,
  ncpus: 4,
  memory: 16 * 1024 ** 3,
  time_created: '2025-03-03T12:00:00Z',
})
const now = Date.parse('2026-11-26T12:00:00Z')

/** The element the app renders for `node`, as HTML. */
function appHtml(node: preact.ComponentChild) {
  const box = document.createElement('div')
  preactRender(node, box)
  return box.innerHTML
}

function painted(items: InstanceJson[], project = 'mock-project') {
  const box = document.createElement('div')
  box.innerHTML = instancesListHtml(project, items, now)
  return box
}

Paint('the list path, and only it, names its project', () => {
  for (const project of ['mock-project', 'p-1', 'a b'])
    assert.is(instancesListProject(to.instances({ project })), project)
  assert.is(instancesListProject('/projects/p/instances/'), 'p')
  for (const path of [
    '/projects/p/instances/db1',
    '/projects/p/instances-new',
    '/projects/p',
    '/projects/%E0/instances',
  ])
    assert.is(instancesListProject(path), null, path)
})

Paint('each state badge is the app`s own, spinner and colour included', () => {
  for (const state of Object.keys(instanceStateColor) as InstanceState[]) {
    const cell = painted([instance('x', state)]).querySelectorAll('tbody td')[2]
    assert.is(cell.innerHTML, appHtml(<InstanceStateBadge state={state} />), state)
  }
})

Paint('the date is the app`s created column, as it renders it (how long ago on hover)', () => {
  const cell = painted([instance('x')]).querySelectorAll('tbody td')[6]
  const created = new Date('2025-03-03T12:00:00Z')
  const app = appHtml(createdCol.cell({ timeCreated: created }))
  // the hover text is relative to each one's clock
  const noTitle = (html: string) => html.replace(/title="[^"]*"/, '')
  assert.is(noTitle(cell.innerHTML), noTitle(app))
  assert.is(cell.textContent, formatStamp(created))
  assert.match(cell.querySelector('time')!.getAttribute('title')!, / ago$/)
})

Paint('a table named like the app`s, one row per instance with a plain link to it', () => {
  const box = painted([instance('db1'), instance('web-1', 'starting')])
  const table = box.querySelector('table')!
  assert.is(table.getAttribute('aria-label'), 'Instances')
  const rows = [...box.querySelectorAll('tbody tr')]
  assert.equal(
    rows.map((r) => [...r.querySelectorAll('td')].slice(1, 6).map((c) => c.textContent)),
    [
      ['db1', 'running', '4 vCPU', '16 GiB', '…'],
      ['web-1', 'starting', '4 vCPU', '16 GiB', '…'],
    ],
  )
  assert.is(rows[0].querySelector('a')!.getAttribute('href'), to.instance({ project: 'mock-project', instance: 'db1' }))
  assert.is(box.querySelector('h1')!.textContent, 'Instances')
  assert.is(box.querySelector('[aria-current="page"]')!.textContent, 'Instances')
})

Paint('controls that need the app are unseen copies, never reachable', () => {
  const box = painted([instance('db1')])
  for (const control of box.querySelectorAll('input')) {
    assert.ok(control.closest('.first-paint-reserve'), control.outerHTML)
    assert.is(control.getAttribute('tabindex'), '-1')
  }
  assert.is(box.querySelectorAll('button').length, 0)
  assert.is(box.querySelectorAll('a').length, 4) // brand, two crumbs, the row's name
})

Paint('what the API sends is text, never markup', () => {
  const box = painted([instance('<img src=x onerror=alert(1)>"')], '<b>p</b>')
  assert.is(box.querySelectorAll('img, b').length, 0)
  assert.is(box.querySelector('tbody a')!.textContent, '<img src=x onerror=alert(1)>"')
  assert.is(box.querySelector('.breadcrumbs li:nth-child(2) a')!.textContent, '<b>p</b>')
})

Paint.run()
