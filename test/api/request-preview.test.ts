import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { ApiMethod } from '../../web/api/client'
import { operations } from '../../web/api/generated/operations'
import { routes } from '../../web/api/generated/routes'
import { toSnakeCase } from '../../web/api/http'
import { CLI_COMMANDS, cliCommand, requestPreview, shellQuote } from '../../web/api/request-preview'

const Http = suite('requestPreview: the HTTP request')

Http('fills path params and adds the query string', () => {
  const p = requestPreview('instanceStop', { path: { instance: 'db1' }, query: { project: 'mock-project' } })
  assert.is(p.method, 'POST')
  assert.is(p.url, '/v1/instances/db1/stop?project=mock-project')
  assert.is(p.body, undefined)
})

Http('camelCase path and query keys become the wire names; values are URL-encoded', () => {
  const p = requestPreview('affinityGroupMemberInstanceAdd', {
    path: { affinityGroup: 'web group', instance: 'db1' },
    query: { project: 'p&q' },
  })
  assert.is(p.url, '/v1/affinity-groups/web%20group/members/instance/db1?project=p%26q')
})

Http('a missing path param stays visible instead of throwing', () => {
  const p = requestPreview('instanceStop', { path: { instance: '' }, query: { project: 'x' } })
  assert.is(p.url, '/v1/instances/{instance}/stop?project=x')
})

Http('the body is the snake_case wire form, nested, strings untouched', () => {
  const p = requestPreview('diskCreate', {
    query: { project: 'mock-project' },
    body: { name: 'data', description: 'camelCase stays', size: 1024, diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 4096 } } } as never,
  })
  assert.is(p.url, '/v1/disks?project=mock-project')
  const wire = JSON.parse(p.body!)
  assert.equal(wire, { name: 'data', description: 'camelCase stays', size: 1024, disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } } })
})

Http('undefined query values are dropped, arrays repeat', () => {
  const p = requestPreview('instanceList', { query: { project: 'p', limit: undefined } })
  assert.is(p.url, '/v1/instances?project=p')
  assert.is(p.method, 'GET')
})

const Cli = suite('requestPreview: the oxide command')

Cli('a row action: command words, then path and query flags', () => {
  const p = requestPreview('instanceStop', { path: { instance: 'db1' }, query: { project: 'mock-project' } })
  assert.is(p.cli, 'oxide instance stop --instance db1 --project mock-project')
})

Cli('a create: the JSON body goes in through a quoted heredoc on --json-body', () => {
  const p = requestPreview('projectCreate', { body: { name: 'web', description: "it's $HOME" } })
  assert.is(
    p.cli,
    `oxide project create --json-body /dev/stdin <<'EOF'\n{\n  "name": "web",\n  "description": "it's $HOME"\n}\nEOF`,
  )
})

Cli('multi-word params become kebab-case flags', () => {
  const p = requestPreview('vpcSubnetDelete', { path: { subnet: 'mock-subnet' }, query: { project: 'mock-project', vpc: 'mock-vpc' } })
  assert.is(p.cli, 'oxide vpc subnet delete --subnet mock-subnet --project mock-project --vpc mock-vpc')
  const q = requestPreview('affinityGroupDelete', { path: { affinityGroup: 'g' }, query: { project: 'p' } })
  assert.is(q.cli, 'oxide experimental affinity delete --affinity-group g --project p')
})

Cli('values with spaces or quotes are shell-quoted', () => {
  const p = requestPreview('instanceStop', { path: { instance: "it's mine" }, query: { project: 'a b' } })
  assert.is(p.cli, `oxide instance stop --instance 'it'\\''s mine' --project 'a b'`)
})

Cli('an operation without a CLI command falls back to oxide api', () => {
  const p = requestPreview('systemUpdateTrustRootDelete', { path: { trustRootId: 'abc' } } as never)
  assert.ok(p.cli.startsWith("oxide api /v1/system/update/trust-roots/abc --method DELETE"), p.cli)
  const q = requestPreview('scimTokenCreate', { query: { silo: 'default-silo' } } as never)
  assert.ok(q.cli.startsWith("oxide api '/v1/system/scim/tokens?silo=default-silo' --method POST"), q.cli)
})

Cli('the default rule: noun words joined with -, verb last', () => {
  assert.is(cliCommand('floatingIpCreate'), 'floating-ip create')
  assert.is(cliCommand('instanceStart'), 'instance start')
  assert.is(cliCommand('diskDelete'), 'disk delete')
  assert.is(cliCommand('imagePromote'), 'image promote')
  assert.is(cliCommand('vpcFirewallRulesUpdate'), 'vpc firewall-rules update')
  assert.is(cliCommand('currentUserSshKeyCreate'), 'current-user ssh-key create')
  assert.is(cliCommand('supportBundleUpdate'), undefined)
})

Cli('an upload: the command reads the picked file by its name; the body is described, not dumped', () => {
  const file = new File(['abc'], 'repo 1.zip')
  const p = requestPreview('systemUpdateRepositoryUpload', { query: { fileName: file.name }, body: file })
  assert.is(p.url, '/v1/system/update/repositories?file_name=repo+1.zip')
  assert.is(p.cli, "oxide api '/v1/system/update/repositories?file_name=repo+1.zip' --method PUT --input 'repo 1.zip'")
  assert.is(p.body, '(the contents of repo 1.zip, 3 bytes)')
})

const Net = suite('requestPreview: rack networking commands')

const RACK = 'c19a698f-c6f9-4a17-ae30-20d711b8f7dc'

Net('creating an address lot: `system networking address-lot create` with the blocks in the body', () => {
  const p = requestPreview('networkingAddressLotCreate', {
    body: { name: 'uplink', description: '', kind: 'infra', blocks: [{ firstAddress: '203.0.113.10', lastAddress: '203.0.113.20' }] },
  })
  assert.is(p.method, 'POST')
  assert.is(p.url, '/v1/system/networking/address-lot')
  assert.ok(p.cli.startsWith("oxide system networking address-lot create --json-body /dev/stdin <<'EOF'\n"), p.cli)
  assert.equal(JSON.parse(p.body!).blocks, [{ first_address: '203.0.113.10', last_address: '203.0.113.20' }])
})

Net('deleting a loopback address: every path param is a flag of `loopback-address delete`', () => {
  const p = requestPreview('networkingLoopbackAddressDelete', { path: { rackId: RACK, switchSlot: 'switch0', address: '10.0.0.1', subnetMask: 32 } })
  assert.is(p.method, 'DELETE')
  assert.is(p.url, `/v1/system/networking/loopback-address/${RACK}/switch0/10.0.0.1/32`)
  assert.is(p.cli, `oxide system networking loopback-address delete --rack-id ${RACK} --switch-slot switch0 --address 10.0.0.1 --subnet-mask 32`)
})

Net('switch ports are under `system hardware`; BGP and LLDP under `system networking`', () => {
  const sel = { path: { port: 'qsfp0' }, query: { rackId: RACK, switchSlot: 'switch0' as const } }
  assert.is(requestPreview('networkingSwitchPortClearSettings', sel).cli, `oxide system hardware switch-port clear-settings --port qsfp0 --rack-id ${RACK} --switch-slot switch0`)
  const apply = requestPreview('networkingSwitchPortApplySettings', { ...sel, body: { portSettings: 'uplink0' } })
  assert.ok(apply.cli.startsWith(`oxide system hardware switch-port apply-settings --port qsfp0 --rack-id ${RACK} --switch-slot switch0 --json-body /dev/stdin`), apply.cli)
  assert.is(apply.body, '{\n  "port_settings": "uplink0"\n}')
  assert.is(requestPreview('networkingBgpConfigDelete', { query: { nameOrId: 'as65100' } }).cli, 'oxide system networking bgp config delete --name-or-id as65100')
  assert.is(cliCommand('networkingBgpAnnounceSetUpdate'), 'system networking bgp announce-set update')
  assert.is(cliCommand('networkingSwitchPortLldpConfigUpdate'), 'system networking lldp update')
  assert.is(cliCommand('networkingBfdEnable'), 'system networking bfd enable')
})

Net('inbound ICMP has no CLI command: oxide api sends the PUT', () => {
  const p = requestPreview('networkingInboundIcmpUpdate', { body: { enabled: false } })
  assert.is(p.cli, `oxide api /v1/system/networking/inbound-icmp --method PUT --input - <<'EOF'\n{\n  "enabled": false\n}\nEOF`)
})

const Quote = suite('shellQuote')

Quote('safe words stay bare; the rest is single-quoted', () => {
  assert.is(shellQuote('mock-project'), 'mock-project')
  assert.is(shellQuote('10.0.0.0/24'), '10.0.0.0/24')
  assert.is(shellQuote(''), "''")
  assert.is(shellQuote('a b'), "'a b'")
  assert.is(shellQuote('$(rm -rf ~)'), "'$(rm -rf ~)'")
  assert.is(shellQuote("don't"), `'don'\\''t'`)
})

const Table = suite('the slim route table agrees with operations.ts')

Table('method, path, operationId and path params match for every operation', () => {
  for (const [name, op] of Object.entries(operations)) {
    assert.is(routes[name as ApiMethod], `${op.method} ${op.path}`, name)
    assert.is(toSnakeCase(name), op.operationId, name)
    const fromTemplate = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
    assert.equal(fromTemplate.sort(), [...op.pathParams].sort(), name)
  }
})

Table('every CLI exception names a real operation', () => {
  for (const name of Object.keys(CLI_COMMANDS)) assert.ok(name in operations, name)
})

Http.run()
Cli.run()
Net.run()
Quote.run()
Table.run()
