import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { navSections } from '../../web/pages/layout/nav'
import { routes } from '../../web/routes'
import { defineArea } from '../../web/routing/area'
import { route } from '../../web/routing/route'
import { lazyPage } from '../../web/routing/lazy-page'
import type { AppRoute, LayoutKind } from '../../web/routing/types'

const paramsFor = (path: string) =>
  Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, k]) => [k, k === 'project' ? 'mock-project' : `some-${k}`]))

/** What the sidebar marks on a route, as the Shell renders it: the item of the route's area. */
function sidebarCurrent(route: AppRoute) {
  const params = paramsFor(route.path)
  const sections = navSections[route.layout as Exclude<LayoutKind, 'public'>](params)
  return {
    items: sections.flatMap((s) => s.items),
    current: sections.flatMap((s) => s.items).find((i) => i.area === route.area),
  }
}

const Agree = suite('sidebar and breadcrumbs agree')

for (const route of routes.filter((r) => r.layout !== 'public' && !r.redirect)) {
  Agree(`${route.path}`, () => {
    const { items, current } = sidebarCurrent(route)
    const crumbs = route.crumbs(paramsFor(route.path))
    // the deepest breadcrumb that is a sidebar item is the item the sidebar marks
    const hrefs = new Set(items.map((i) => i.href))
    const deepest = [...crumbs].reverse().find((c) => c.href && hrefs.has(c.href))
    assert.is(current?.href, deepest?.href, `sidebar marks ${current?.label}, breadcrumbs say ${deepest?.label}`)
  })
}

Agree('a create page of a project area marks its area, not Projects', () => {
  const route = routes.find((r) => r.path === '/projects/:project/instances-new')!
  assert.is(sidebarCurrent(route).current?.label, 'Instances')
  const disks = routes.find((r) => r.path === '/projects/:project/disks-new')!
  assert.is(sidebarCurrent(disks).current?.label, 'Disks')
})

Agree('every area in the sidebar has its list route marked', () => {
  for (const frame of ['silo', 'project', 'system', 'settings'] as const) {
    for (const item of navSections[frame]({ project: 'mock-project' })) {
      for (const i of item.items)
        assert.ok(
          routes.some((r) => r.area === i.area),
          i.label,
        )
    }
  }
})

Agree.run()

const Declare = suite('defineArea')
const Page = lazyPage(() => Promise.resolve({ default: () => null }))
const Form = lazyPage(() => Promise.resolve({ default: () => null }))

Declare('derives the list route, its query, its children and their crumbs from one declaration', () => {
  const area = defineArea({
    label: 'Widgets',
    layout: 'project',
    nav: 'Project',
    route: route('/projects/:project/widgets'),
    trail: (p) => [{ label: p.project }],
    page: Page,
    list: { method: 'diskList', params: (p) => ({ query: { project: p.project } }), sortable: true },
    children: [
      {
        route: route('/projects/:project/widgets-new'),
        over: 'list',
        crumbs: () => [{ label: 'New widget' }],
        page: Form,
      },
      { route: route('/projects/:project/widgets/:widget'), crumbs: (p) => [{ label: p.widget }], page: Form },
    ],
  })
  const [list, create, detail] = area.routes
  const p = { project: 'p1', widget: 'w1' }
  assert.is(list.path, '/projects/:project/widgets')
  assert.equal(list.crumbs(p), [{ label: 'p1' }, { label: 'Widgets', href: '/projects/p1/widgets' }])
  assert.is(create.path, '/projects/:project/widgets-new')
  assert.is(create.parent, list, 'the form renders over its list')
  assert.is(detail.parent, undefined)
  assert.equal(detail.crumbs(p).at(-1), { label: 'w1' })
  assert.ok(area.routes.every((r) => r.area === area))
  // the list page's one query: its list, named with the area's label
  assert.equal(list.load!(p), {
    list: { method: 'diskList', params: { query: { project: 'p1' } }, sortable: true, label: 'Widgets' },
  })
})

Declare('a form over a route that is not declared before it is refused', () => {
  assert.throws(() =>
    defineArea({
      label: 'X',
      layout: 'silo',
      route: route('/x'),
      page: Page,
      children: [{ route: route('/x/:y/edit'), over: route('/x/:y'), page: Form }],
    }),
  )
})

Declare.run()
