import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { callOrThrow } from '../../../../web/api/call'
import type { Write } from '../../../../web/api/writes'
import type { VpcFirewallRule } from '../../../../web/api/generated/types'
import { resetActivity, startJob, activity } from '../../../../web/pages/common/activity/activity'
import { firewallBulk } from '../../../../web/pages/project/vpcs/firewall-bulk'

type WireRule = { name: string; status: 'enabled' | 'disabled'; [k: string]: unknown }
const wire = (name: string, status: WireRule['status'] = 'enabled'): WireRule => ({
  name,
  status,
  description: '',
  action: 'allow',
  direction: 'inbound',
  priority: 100,
  targets: [],
  filters: {},
})
const row = (r: WireRule) => ({ id: r.name, ...r }) as unknown as VpcFirewallRule

/** A fake PUT /vpc-firewall-rules server: the whole list is the state. */
function fakeServer(initial: WireRule[], beforeGet?: (n: number) => void) {
  const state = { rules: initial, puts: [] as string[][], gets: 0 }
  const realFetch = globalThis.fetch
  globalThis.fetch = (async (_url: string, init: RequestInit) => {
    if (init.method === 'PUT') {
      state.rules = (JSON.parse(String(init.body)) as { rules: WireRule[] }).rules
      state.puts.push(state.rules.map((r) => r.name))
    } else beforeGet?.(state.gets++)
    return new Response(JSON.stringify({ rules: state.rules }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    })
  }) as typeof fetch
  return { state, restore: () => (globalThis.fetch = realFetch) }
}

const shown = [wire('a'), wire('b', 'disabled'), wire('c')].map(row)
const action = (label: string) =>
  firewallBulk({ project: 'p', vpc: 'v' }, shown).actions.find((a) => a.label === label)!

/** Writes straight to the (faked) server, as useWrite does before it revalidates. */
const write: Write = (method, params) => callOrThrow(method, params)

const Firewall = suite('firewallBulk')
Firewall.before.each(resetActivity)

Firewall('every action runs one rule at a time (each PUT rewrites the whole set)', () => {
  for (const a of firewallBulk({ project: 'p', vpc: 'v' }, shown).actions) assert.is(a.concurrency, 1, a.label)
  assert.ok(action('Delete').danger)
})

Firewall('Enable and Disable skip rules already in that state, with the reason', () => {
  assert.is(action('Disable').disabled!(row(wire('a', 'disabled'))), 'Already disabled')
  assert.is(action('Disable').disabled!(row(wire('a', 'enabled'))), undefined)
  assert.is(action('Enable').disabled!(row(wire('a', 'enabled'))), 'Already enabled')
  assert.is(action('Enable').disabled!(row(wire('a', 'disabled'))), undefined)
})

Firewall('before it runs: what the items together change in the rule set, and each item’s PUT', () => {
  const picked = [shown[0], shown[2]]
  assert.equal(
    action('Disable').changes!(picked).map((c) => [c.kind, c.label, c.from?.split(',')[2], c.to?.split(',')[2]]),
    [
      ['change', 'Rule a', ' enabled', ' disabled'],
      ['change', 'Rule c', ' enabled', ' disabled'],
    ],
  )
  assert.equal(
    action('Delete').changes!(picked).map((c) => [c.kind, c.label]),
    [
      ['remove', 'Rule a'],
      ['remove', 'Rule c'],
    ],
  )
  // one item's PUT: the list as shown with only that rule changed
  const put = action('Delete').request!(shown[2])
  assert.is(put.method, 'PUT')
  assert.is(put.url, '/v1/vpc-firewall-rules?project=p&vpc=v')
  assert.equal(
    (JSON.parse(put.body!) as { rules: { name: string }[] }).rules.map((r) => r.name),
    ['a', 'b'],
  )
  // nothing to show before the list has loaded (no row can be selected then either)
  assert.is(firewallBulk({ project: 'p', vpc: 'v' }, undefined).actions[0].request, undefined)
})

Firewall(
  'Delete re-reads the rules before each PUT; a rule someone else deleted meanwhile is not written again',
  async () => {
    // Someone else deletes rule b just before the second item reads the list: the GETs are item a's
    // read and its read-back after the PUT, then item b's read.
    const server = fakeServer([wire('a'), wire('b'), wire('c'), wire('keep')], (n) => {
      if (n === 2) server.state.rules = server.state.rules.filter((r) => r.name !== 'b')
    })
    try {
      const del = action('Delete')
      const { id, done } = startJob({
        title: 'Delete 3 firewall rules',
        concurrency: del.concurrency,
        items: ['a', 'b', 'c'].map((n) => ({ key: n, label: n, value: row(wire(n)) })),
        run: (r) => del.run(r, write),
      })
      await done
      const job = activity.get().jobs.find((j) => j.id === id)!
      assert.equal(
        job.items.map((i) => [i.key, i.status, i.message]),
        [
          ['a', 'done', undefined],
          ['b', 'done', undefined],
          ['c', 'done', undefined],
        ],
      )
      assert.equal(server.state.puts, [['b', 'c', 'keep'], ['keep']])
      // a and c: read, PUT, read back; b: read only (nothing left to write)
      assert.is(server.state.gets, 5)
    } finally {
      server.restore()
    }
  },
)

Firewall('Disable changes only the status of the item, keeping the others as they are', async () => {
  const server = fakeServer([wire('a'), wire('b', 'disabled'), wire('c')])
  try {
    const { done } = startJob({
      title: 'Disable',
      concurrency: 1,
      items: [{ key: 'a', label: 'a', value: row(wire('a')) }],
      run: (r) => action('Disable').run(r, write),
    })
    await done
    assert.equal(
      server.state.rules.map((r) => [r.name, r.status]),
      [
        ['a', 'disabled'],
        ['b', 'disabled'],
        ['c', 'enabled'],
      ],
    )
  } finally {
    server.restore()
  }
})

Firewall(
  'a rule someone else changed since the list loaded fails with both versions, and is not overwritten',
  async () => {
    const server = fakeServer([wire('a'), { ...wire('b'), priority: 7 }])
    try {
      const { id, done } = startJob({
        title: 'Disable',
        concurrency: 1,
        items: ['a', 'b'].map((n) => ({ key: n, label: n, value: row(wire(n)) })),
        run: (r) => action('Disable').run(r, write),
      })
      await done
      const job = activity.get().jobs.find((j) => j.id === id)!
      assert.equal(
        job.items.map((i) => i.status),
        ['done', 'failed'],
      )
      assert.match(
        job.items[1].message!,
        'Someone else changed this since you loaded it: Rule b is now allow inbound, priority 7',
      )
      assert.equal(
        server.state.rules.map((r) => [r.name, r.status, r.priority]),
        [
          ['a', 'disabled', 100],
          ['b', 'enabled', 7],
        ],
      )
    } finally {
      server.restore()
    }
  },
)

Firewall.run()
