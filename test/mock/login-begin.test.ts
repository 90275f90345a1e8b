/**
 * `GET /login`: the mock decides where a person signs in as Nexus does (omicron
 * nexus/tests/integration_tests/console_api.rs: test_login_redirect_simple, test_login_redirect_multiple_silos,
 * test_bad_redirect_uri).
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMockApi } from '../../web/mock/index'

const api = createMockApi({ mode: 'server' })
const get = (url: string) => api.respond(new Request(url))

async function location(url: string) {
  const res = await get(url)
  assert.is(res?.status, 302, url)
  return res!.headers.get('location')
}

async function refused(url: string) {
  const res = await get(url)
  assert.is(res?.status, 400, url)
  return (await res!.json()).message as string
}

test('a local silo signs in locally; the redirect_uri rides along, form-encoded', async () => {
  assert.is(await location('http://default-silo.sys.oxide.test/login'), '/login/default-silo/local')
  assert.is(
    await location('http://default-silo.sys.oxide.test/login?redirect_uri=%2Fabc%2Fdef'),
    '/login/default-silo/local?redirect_uri=%2Fabc%2Fdef',
  )
  assert.is(
    await location('http://default-silo.sys.oxide.test:4000/login?redirect_uri=/abc/def'),
    '/login/default-silo/local?redirect_uri=%2Fabc%2Fdef',
  )
})

test('a SAML silo signs in at its first identity provider; one with none is a 400', async () => {
  assert.is(await location('http://maze-war.sys.oxide.test/login'), '/login/maze-war/saml/mock-idp')
  assert.is(
    await location('http://maze-war.sys.oxide.test/login?redirect_uri=/projects/maze-project/instances'),
    '/login/maze-war/saml/mock-idp?redirect_uri=%2Fprojects%2Fmaze-project%2Finstances',
  )
  assert.is(await location('http://myriad.sys.oxide.test/login'), '/login/myriad/saml/myriad-idp')
  // with two, the first by name; a SAML silo with none cannot be signed in to
  api.db.samlProviders.push({ ...api.db.samlProviders[0], id: crypto.randomUUID(), name: 'another-idp' })
  const maze = api.db.silos.find((s) => s.name === 'maze-war')!
  api.db.silos.push({ ...maze, id: crypto.randomUUID(), name: 'saml-0-idps' })
  try {
    assert.is(await location('http://maze-war.sys.oxide.test/login'), '/login/maze-war/saml/another-idp')
    assert.is(await refused('http://saml-0-idps.sys.oxide.test/login'), 'no identity providers are configured for Silo')
  } finally {
    api.reset()
  }
})

test('a name that is no silo’s, or an address, gets the default: the first local silo', async () => {
  assert.is(await location('http://not-a-silo.sys.oxide.test/login'), '/login/default-silo/local')
  assert.is(await location('http://127.0.0.1:4000/login'), '/login/default-silo/local')
  assert.is(await location('http://localhost/login?redirect_uri=/x'), '/login/default-silo/local?redirect_uri=%2Fx')
})

test('a redirect_uri that is not relative is the query’s 400, whatever the silo', async () => {
  for (const bad of ['foo', '', 'http://example.com'])
    for (const host of ['default-silo.sys.oxide.test', 'maze-war.sys.oxide.test'])
      assert.ok(
        (await refused(`http://${host}/login?redirect_uri=${encodeURIComponent(bad)}`)).endsWith('not a relative URI'),
      )
})

test('only GET /login is the decision; the sign-in pages under it are not', async () => {
  assert.is(await get('http://localhost/login/default-silo/local'), undefined)
  assert.not.equal((await get('http://localhost/v1/me'))?.status, 302)
})

test.run()
