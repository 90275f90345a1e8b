import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { filterHint } from '../../../../web/pages/common/list/filter-hint'

const headers = (...h: string[]) => h.map((header) => ({ header }))

const Hint = suite('filterHint')
const cases: [string, { header: string }[], unknown, string][] = [
  [
    'instances: name and state',
    headers('Name', 'State', 'CPU', 'Created'),
    { name: 'db1', runState: 'running', ncpus: 2, timeCreated: new Date() },
    'name:db1 state:running',
  ],
  [
    'firewall rules: no state, their own fields',
    headers('Name', 'Direction', 'Action', 'Status'),
    { name: 'allow-ssh', direction: 'inbound', action: 'allow', status: 'enabled' },
    'name:allow direction:inbound',
  ],
  [
    'SSH keys: a description with spaces and a date are no examples',
    headers('Name', 'Description', 'Created'),
    { name: 'laptop', description: 'my laptop key', timeCreated: new Date() },
    'name:laptop',
  ],
  [
    'ids are no examples',
    headers('ID', 'Name'),
    { id: '0f6c1c5e-7d3b-4c2e-9f53-1f3c4d5e6a7b', name: 'token' },
    'name:token',
  ],
  [
    'a long name gives its first word; sizes in bytes are no examples',
    headers('Name', 'Size', 'Type'),
    { name: 'full-mwx2r8se5938-root', size: 1073741824, diskType: 'distributed' },
    'name:full type:distributed',
  ],
  ['no row yet: the fields alone', headers('Name', 'Action', 'Status'), undefined, 'name:… action:…'],
]
for (const [what, columns, sample, expected] of cases) {
  Hint(what, () => assert.is(filterHint(columns, sample), expected))
}
Hint.run()
