import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { navSections } from '../../../web/pages/layout/nav'
import { findRoute } from '../../../web/routes'
import { to } from '../../../web/urls'

const Nav = suite('sidebar')

const params = { project: 'mock-project' }

Nav('every sidebar link of every frame leads to a route in the table', () => {
  for (const [frame, sections] of Object.entries(navSections)) {
    for (const section of sections(params)) {
      assert.ok(section.items.length > 0, `${frame} / ${section.heading} has items`)
      for (const item of section.items) {
        const route = findRoute(item.href)
        assert.ok(route, `${frame} / ${item.label}: ${item.href} is in the route table`)
        assert.ok(route.path !== '*', `${frame} / ${item.label} is not the catch-all`)
      }
    }
  }
})

Nav("the top bar's System link leads to a route", () => {
  assert.ok(findRoute(to.silos()))
})

Nav.run()

const Grouped = suite('system sidebar groups')

Grouped('the system links sit under several headings, each link once, none dropped', () => {
  const sections = navSections.system({})
  assert.ok(sections.length >= 4, 'grouped under headings')
  const hrefs = sections.flatMap((s) => s.items.map((i) => i.href))
  assert.is(new Set(hrefs).size, hrefs.length, 'no link twice')
  // every page the flat list had is still there
  for (const href of [
    to.silos(),
    to.systemUtilization(),
    to.systemTimeseries(),
    to.inventory(),
    to.sledsUninitialized(),
    to.ipPools(),
    to.addressLots(),
    to.rackBgp(),
    to.portSettingsList(),
    to.switchPorts(),
    to.loopbacks(),
    to.allowList(),
    to.networkingSettings(),
    to.systemIssues(),
    to.systemUpdate(),
    to.supportBundles(),
    to.alerts(),
    to.auditLog(),
    to.certificates(),
    to.usersBuiltin(),
  ]) {
    assert.ok(hrefs.includes(href), href)
  }
  for (const s of sections) assert.ok(s.items.length <= 8, `${s.heading} is short enough to scan`)
})

Grouped.run()
