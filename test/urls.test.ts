import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { matchHref, resolveRedirects, routes } from '../web/routes'
import { legacyRedirects } from '../web/routing/legacy-redirects'
import { to } from '../web/urls'

for (const [name, r] of Object.entries(to)) {
  test(`to.${name} names a row of the route table`, () => {
    // a pattern here that no area declares would be a link to Not found
    assert.ok(
      routes.some((row) => row.path === r.path),
      `${r.path} is in no area`,
    )
  })
}

test("a reference console's address leads to our nearest page", () => {
  const cases: [string, string][] = [
    ['/settings', '/settings/profile'],
    ['/system/networking', '/system/networking/ip-pools'],
    ['/images/my%20image', '/images/my%20image/edit'],
    ['/projects/p%201/images/my%20image', '/projects/p%201/images/my%20image/edit'],
    ['/system/silos/s/scim', '/system/silos/s/scim-tokens'],
  ]
  assert.is(cases.length, legacyRedirects.length, 'every legacy row has a case')
  for (const [from, landing] of cases) {
    assert.is(resolveRedirects(from), landing, from)
    assert.ok(matchHref(from)?.route.page, `${from} ends on a page`)
  }
})

test('no legacy address shadows a page of ours', () => {
  const first = routes.indexOf(legacyRedirects[0])
  assert.ok(first > 0 && routes.slice(first).every((r) => legacyRedirects.includes(r)), 'legacy rows come last')
})

test.run()
