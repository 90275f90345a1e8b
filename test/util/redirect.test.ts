import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { safeRedirect } from '../../web/util/redirect'

const cases: [input: string | null, expected: string][] = [
  ['/projects/mock-project/instances', '/projects/mock-project/instances'],
  ['/projects?page=2#top', '/projects?page=2#top'],
  [null, '/projects'],
  ['', '/projects'],
  ['//evil.example', '/projects'],
  ['//evil.example/projects', '/projects'],
  ['/\\evil.example', '/projects'],
  ['https://evil.example/', '/projects'],
  ['javascript:alert(1)', '/projects'],
  ['projects', '/projects'],
  ['/\tevil', '/projects'],
  ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
]

for (const [input, expected] of cases) {
  test(`safeRedirect(${JSON.stringify(input)}) -> ${expected}`, () => {
    assert.is(safeRedirect(input), expected)
  })
}

test.run()
