/**
 * A request carries only the parameters its operation declares in api/nexus.json: the generated table
 * the client filters by is checked against the document for every operation, and every call the client
 * can make, given every query parameter any operation has, sends exactly its own.
 */
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { api, callApi, declaredQuery, type ApiMethod } from '../../web/api/client'
import { queryParams, routes } from '../../web/api/generated/routes'
import { toCamelCase } from '../../web/api/http'

type Doc = { paths: Record<string, Record<string, { operationId?: string; parameters?: { in: string; name: string }[] }>> }
const nexus = JSON.parse(readFileSync('api/nexus.json', 'utf8')) as Doc

/** 'METHOD path' -> the query parameter names nexus.json declares for it. */
const declared = new Map<string, string[]>()
for (const [path, methods] of Object.entries(nexus.paths))
  for (const [method, op] of Object.entries(methods))
    declared.set(
      `${method.toUpperCase()} ${path}`,
      (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    )

const realFetch = globalThis.fetch
const Declared = suite('declared query parameters')
Declared.after.each(() => void (globalThis.fetch = realFetch))

Declared('the table matches nexus.json for every operation the client has', () => {
  const methods = Object.keys(routes) as ApiMethod[]
  assert.ok(methods.length > 250)
  for (const method of methods) {
    const inDoc = declared.get(routes[method])
    assert.ok(inDoc, `${method}: ${routes[method]} is in nexus.json`)
    assert.equal(queryParams[method].split(' ').filter(Boolean).sort(), [...inDoc!].sort(), method)
  }
})

Declared('every call sends only its declared query parameters, whatever it was given', async () => {
  const every = [...new Set([...declared.values()].flat())]
  let url = ''
  globalThis.fetch = (async (u: string) => {
    url = String(u)
    return new Response(null, { status: 204 })
  }) as typeof fetch
  for (const method of Object.keys(routes) as ApiMethod[]) {
    const path = Object.fromEntries([...routes[method].matchAll(/\{(\w+)\}/g)].map((m) => [toCamelCase(m[1]), 'x']))
    const query = Object.fromEntries(every.map((name) => [toCamelCase(name), '1']))
    await callApi(method, { path, query } as never)
    const sent = [...new URL(url, 'http://h').searchParams.keys()].sort()
    assert.equal(sent, [...declared.get(routes[method])!].sort(), method)
  }
})

Declared("the instance Networking tab's page size never reaches instance_external_subnet_list", async () => {
  const urls: string[] = []
  globalThis.fetch = (async (u: string) => {
    urls.push(String(u))
    return Response.json({ items: [], next_page: null })
  }) as typeof fetch
  await api.instanceExternalSubnetList({ path: { instance: 'db1' }, query: { project: 'p', limit: 50 } as never })
  assert.equal(urls, ['/v1/instances/db1/external-subnets?project=p'])
  // a declared limit still goes
  await api.instanceList({ query: { project: 'p', limit: 50 } })
  assert.is(urls[1], '/v1/instances?project=p&limit=50')
})

Declared('declaredQuery keeps the object as it was when nothing is dropped', () => {
  const q = { project: 'p', limit: 10 }
  assert.is(declaredQuery('instanceList', q), q)
  assert.equal(declaredQuery('instanceExternalSubnetList', { project: 'p', limit: 10, pageToken: 't' }), { project: 'p' })
  assert.is(declaredQuery('instanceList', undefined), undefined)
})

Declared.run()

const Pages = suite('a paged list answers a page')
Pages.after.each(() => void (globalThis.fetch = realFetch))

Pages('a list answer without items is a client error the table can show, not a TypeError later', async () => {
  const realError = console.error
  console.error = () => undefined
  try {
    globalThis.fetch = (async () => Response.json({ next_page: null })) as typeof fetch
    const r = await api.instanceList({ query: { project: 'p' } })
    assert.is(r.type, 'client_error')
    if (r.type === 'client_error') assert.match(r.error.message, 'instance_list: the answer has no list of items')
    // a page is a page; an operation that is not a list is left alone
    globalThis.fetch = (async () => Response.json({ items: [], next_page: null })) as typeof fetch
    assert.is((await api.instanceList({ query: { project: 'p' } })).type, 'success')
    globalThis.fetch = (async () => Response.json({ id: 'x' })) as typeof fetch
    assert.is((await api.projectView({ path: { project: 'p' } })).type, 'success')
  } finally {
    console.error = realError
  }
})

Pages('a paged operation that answers a bare array (the BGP announce sets) is read as it comes', async () => {
  globalThis.fetch = (async () => Response.json([{ id: 'a', name: 'set-1' }])) as typeof fetch
  assert.is((await api.networkingBgpAnnounceSetList({ query: {} })).type, 'success')
})

Pages.run()
