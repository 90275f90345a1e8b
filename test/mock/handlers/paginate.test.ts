import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { MockError } from '../../../web/mock/errors'
import type { Ctx } from '../../../web/mock/handlers/ctx'
import { paginate } from '../../../web/mock/handlers/paginate'

const rows = ['delta', 'alpha', 'echo', 'charlie', 'bravo'].map((name, i) => ({ name, id: `0000000${i}` }))
const ctx = (query: Record<string, string>) => ({ query }) as unknown as Ctx

const walk = (query: Record<string, string>) => {
  const out: string[] = []
  let token: string | null = null
  do {
    const page: { items: { name: string }[]; next_page: string | null } = paginate(
      ctx(token ? { ...query, page_token: token } : query),
      rows,
    )
    out.push(...page.items.map((r) => r.name))
    token = page.next_page
  } while (token)
  return out
}

test('pages in sort order and ends with next_page null', () => {
  assert.equal(walk({ limit: '2' }), ['alpha', 'bravo', 'charlie', 'delta', 'echo'])
  assert.equal(walk({ limit: '2', sort_by: 'name_descending' }), ['echo', 'delta', 'charlie', 'bravo', 'alpha'])
  assert.equal(walk({ limit: '3', sort_by: 'id_ascending' }), ['delta', 'alpha', 'echo', 'charlie', 'bravo'])
  assert.is(paginate(ctx({}), rows).next_page, null)
})

test('bad limit, token or sort_by is a 400', () => {
  for (const query of [{ limit: '0' }, { limit: 'x' }, { page_token: '!!!' }, { sort_by: 'size' }] as Record<
    string,
    string
  >[]) {
    try {
      paginate(ctx(query), rows)
      assert.unreachable()
    } catch (e) {
      assert.instance(e, MockError)
      assert.is((e as MockError).status, 400)
    }
  }
})

test.run()
