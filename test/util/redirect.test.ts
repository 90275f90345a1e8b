import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { checkedReturnPath, DEFAULT_RETURN_PATH, redirectParam, safeReturnPath } from '../../web/util/redirect'

// Return paths that must survive, normalised as a browser follows them, with their query and hash.
const good: [raw: string, expected: string][] = [
  ['/projects/mock-project/instances', '/projects/mock-project/instances'],
  ['/projects?page=2#top', '/projects?page=2#top'],
  [
    '/projects/mock-project/instances?filter=db%20one&sort=name#row-3',
    '/projects/mock-project/instances?filter=db%20one&sort=name#row-3',
  ],
  ['/device/verify', '/device/verify'],
  ['/projects/./mock-project/../mock-project/disks', '/projects/mock-project/disks'],
  ['/projects?next=//evil.example', '/projects?next=//evil.example'],
  ['/projects#//evil.example', '/projects#//evil.example'],
  ['/projects?q=100%25', '/projects?q=100%25'],
  ['/system/silos?q=a%2Fb', '/system/silos?q=a%2Fb'],
]

// Anything that is not a path of this console, at any level of decoding, once dot segments and
// backslashes are resolved.
const hostile: (string | null | undefined)[] = [
  null,
  undefined,
  '',
  // another host, plainly
  '//evil.example',
  '//evil.example/x',
  '///evil.example/x',
  '////evil.example/x',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  'https://evil.example/',
  'http:evil.example',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  'projects',
  '%2F%2Fevil.example',
  // dot segments that leave '//host' once resolved
  '/.//evil.example/x',
  '/..//evil.example/x',
  '/../..//evil.example/x',
  '/a/..//evil.example/x',
  '/device/verify/../..//evil.example/x',
  '/%2e//evil.example/x',
  '/%2E%2E//evil.example/x',
  '/.%2e//evil.example/x',
  '/./\\evil.example/x',
  '/.\\/evil.example',
  '/..\\\\evil.example',
  // decoded once more on the way
  '/.%2f/evil.example/x',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/.%5c/evil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/.%252f/evil.example',
  '/%252e%252e%252f%252fevil.example',
  '/%2525252F%2525252Fevil.example',
  // characters parsers strip or split on
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/ /evil.example',
  ' //evil.example',
  '\t//evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%00/evil.example',
  '/\u0000/evil.example',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  '/\ufeff/evil.example',
  '/\t\\evil.example',
  // sign-in itself: returning there would only ask to sign in again
  '/login',
  '/login?redirect_uri=%2F%2Fevil.example',
  '/login/default-silo/local',
  // beyond any path of the console
  '/' + 'a'.repeat(3000),
]

const Good = suite('safeReturnPath: paths of the console are kept')
for (const [raw, expected] of good) {
  Good(JSON.stringify(raw), () => {
    assert.is(safeReturnPath(raw), expected)
    assert.is(checkedReturnPath(raw), expected)
    // what is kept is kept again: the check is stable under the redirect's own round trips
    assert.is(safeReturnPath(expected), expected)
  })
}
Good.run()

const Hostile = suite('safeReturnPath: anything else ends on the default page')
Hostile('the table is at least forty hostile forms', () => assert.ok(hostile.length >= 40))
for (const raw of hostile) {
  Hostile(JSON.stringify(raw), () => {
    assert.is(safeReturnPath(raw), DEFAULT_RETURN_PATH)
    assert.is(checkedReturnPath(raw), undefined)
  })
}
Hostile.run()

const Param = suite('redirectParam')
Param('reads the raw search once: a doubly encoded slash stays encoded, and is then refused', () => {
  const search = '?redirect_uri=' + encodeURIComponent('/.%2f/evil.example/x')
  assert.is(redirectParam(search), '/.%2f/evil.example/x')
  assert.is(safeReturnPath(redirectParam(search)), DEFAULT_RETURN_PATH)
})
Param('the sign-in round trip of a real location', () => {
  const search = '?redirect_uri=' + encodeURIComponent('/projects/mock-project/instances?filter=a%20b')
  assert.is(safeReturnPath(redirectParam(search)), '/projects/mock-project/instances?filter=a%20b')
  assert.is(redirectParam(''), null)
})
Param.run()
