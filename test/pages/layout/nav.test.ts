import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { navSections } from '../../../web/pages/layout/nav'
import { findRoute } from '../../../web/routing/match'
import { pb } from '../../../web/paths'

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
  assert.ok(findRoute(pb.silos()))
})

Nav.run()
