import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { api, callApi, fillPath, type ApiMethod } from '../../web/api/client'
import { toCamelCase } from '../../web/api/http'
import { EXTRA_OPERATIONS, parseCalls, paths, SPEC_ONLY_CALLS } from '../../scripts/gen-api'

type Call = { url: string; init: RequestInit }
const realFetch = globalThis.fetch

function stubFetch() {
  const calls: Call[] = []
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url: String(url), init })
    return new Response(null, { status: 204 })
  }) as typeof fetch
  return calls
}

const rows = parseCalls(readFileSync(paths.calls, 'utf8'))

// --- every row of calls.tsv (the API client)

const Coverage = suite('api covers calls.tsv')
Coverage.after.each(() => void (globalThis.fetch = realFetch))

Coverage('has 278 rows and one method per distinct operation, nothing more', () => {
  assert.is(rows.length, 278)
  const expected = [...new Set([...rows, ...SPEC_ONLY_CALLS, ...EXTRA_OPERATIONS].map((r) => toCamelCase(r.operationId)))].sort()
  assert.equal(Object.keys(api).sort(), expected)
})

Coverage('each method calls its api_method on its api_path', async () => {
  const calls = stubFetch()
  for (const row of rows) {
    const method = toCamelCase(row.operationId) as ApiMethod
    const pathNames = [...row.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
    const path = Object.fromEntries(pathNames.map((n) => [toCamelCase(n), `v-${n}`]))
    const call = api[method] as (p: unknown) => Promise<{ type: string }>
    const result = await call({ path })
    assert.is(result.type, 'success', row.operationId)
    const sent = calls.at(-1)!
    const expectedPath = row.path.replace(/\{(\w+)\}/g, (_, n: string) => `v-${n}`)
    assert.is(sent.url, expectedPath, row.operationId)
    assert.is(sent.init.method, row.method, row.operationId)
  }
})

Coverage.run()

// --- params mapping

const Params = suite('api params')
Params.after.each(() => void (globalThis.fetch = realFetch))

Params('path keys are camelCase and values are URL-encoded', async () => {
  const calls = stubFetch()
  await api.affinityGroupMemberInstanceView({ path: { affinityGroup: 'g 1', instance: 'db1' }, query: { project: 'p' } })
  assert.is(calls[0].url, '/v1/affinity-groups/g%201/members/instance/db1?project=p')
})

Params('query and body go out in snake_case', async () => {
  const calls = stubFetch()
  await api.diskList({ query: { project: 'p', pageToken: 't', limit: null } })
  await api.floatingIpAttach({
    path: { floatingIp: 'floating-1' },
    query: { project: 'p' },
    body: { kind: 'instance', parent: 'db1' },
  })
  assert.is(calls[0].url, '/v1/disks?project=p&page_token=t')
  assert.is(calls[1].url, '/v1/floating-ips/floating-1/attach?project=p')
  assert.equal(JSON.parse(calls[1].init.body as string), { kind: 'instance', parent: 'db1' })
})

Params('form-encoded operations send URLSearchParams', async () => {
  const calls = stubFetch()
  await api.deviceAuthRequest({ body: { clientId: 'abc' } })
  assert.is(String(calls[0].init.body), 'client_id=abc')
})

Params('an upload sends its bytes raw', async () => {
  const calls = stubFetch()
  const blob = new Blob(['repo'])
  await api.systemUpdateRepositoryUpload({ query: { fileName: 'repo.zip' }, body: blob })
  assert.is(calls[0].url, '/v1/system/update/repositories?file_name=repo.zip')
  assert.is(calls[0].init.body, blob)
  assert.is(calls[0].init.method, 'PUT')
})

Params('SAML login posts the IdP form as given', async () => {
  const calls = stubFetch()
  const form = new URLSearchParams({ SAMLResponse: 'abc' })
  await api.loginSaml({ path: { siloName: 's', providerName: 'idp' }, body: form })
  assert.is(calls[0].url, '/login/s/saml/idp')
  assert.is(calls[0].init.body, form)
  assert.is(new Headers(calls[0].init.headers).get('content-type'), null) // fetch derives it from the form
})

Params('a missing path parameter is a client_error and nothing is fetched', async () => {
  const calls = stubFetch()
  const result = await callApi('projectView', { path: { project: '' } })
  assert.is(result.type, 'client_error')
  assert.is(calls.length, 0)
})

Params('callApi passes the abort signal', async () => {
  const calls = stubFetch()
  const controller = new AbortController()
  await callApi('projectList', {}, { signal: controller.signal })
  assert.is(calls[0].init.signal, controller.signal)
})

Params.run()

const Fill = suite('fillPath')

Fill('fills snake_case placeholders from camelCase keys', () => {
  assert.is(fillPath({ path: '/v1/system/support-bundles/{bundle_id}/download/{file}' }, { bundleId: 'b', file: 'a/b' }),
    '/v1/system/support-bundles/b/download/a%2Fb')
  assert.throws(() => fillPath({ path: '/v1/projects/{project}' }, {}))
})

Fill.run()
