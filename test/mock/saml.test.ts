// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { mockFetch } from '../../web/mock/fetch'
import { createMockApi } from '../../web/mock/index'
import { assertionConsumer, encodeRelayState, makeAssertion, relayStateRedirect } from '../../web/mock/saml-idp'

const Saml = suite('SAML sign-in through the mock identity provider (omicron nexus/tests/integration_tests/saml.rs)')

const hiddenValue = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

/** The whole round trip as a browser does it; returns the consumer's answer. */
async function roundTrip(
  fetch: ReturnType<typeof mockFetch>,
  redirectUri: string | null,
  username: string,
  groups = '',
) {
  const query = redirectUri === null ? '' : `?redirect_uri=${encodeURIComponent(redirectUri)}`
  const redirect = await fetch(`/login/maze-war/saml/mock-idp/redirect${query}`, { redirect: 'manual' })
  assert.is(redirect.status, 302)
  const idpPage = await fetch(redirect.headers.get('location')!)
  assert.is(idpPage.status, 200)
  assert.match(idpPage.headers.get('content-type') ?? '', 'text/html')
  const relayState = hiddenValue(await idpPage.text(), 'RelayState')!
  const continuePage = await fetch('/v1/__mock/idp/maze-war/mock-idp', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, groups, RelayState: relayState }).toString(),
  })
  const html = await continuePage.text()
  assert.match(html, 'action="/login/maze-war/saml/mock-idp"')
  return fetch('/login/maze-war/saml/mock-idp', {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      SAMLResponse: hiddenValue(html, 'SAMLResponse')!,
      RelayState: hiddenValue(html, 'RelayState')!,
    }).toString(),
  })
}

Saml("the IdP posts the assertion to the provider's acs_url (its path, on the console's own address)", async () => {
  const api = createMockApi({ mode: 'server' })
  const idp = api.db.samlProviders.find((p) => p.name === 'mock-idp')!
  idp.acs_url = 'https://maze-war.sys.rack.example.com/login/maze-war/saml/elsewhere?x=1'
  const fetch = mockFetch(api)
  const page = await fetch('/v1/__mock/idp/maze-war/mock-idp', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'ana', RelayState: encodeRelayState('/projects') }).toString(),
  })
  assert.match(await page.text(), 'action="/login/maze-war/saml/elsewhere?x=1"')
  assert.is(assertionConsumer('not a url', 'a b', 'p'), '/login/a%20b/saml/p')
})

Saml('redirect -> IdP -> assertion -> session, landing on the relay state', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'server' }))
  const done = await roundTrip(fetch, '/projects/maze-project/instances', 'maze-admin', 'maze-war-admins')
  assert.is(done.status, 303)
  assert.is(done.headers.get('location'), '/projects/maze-project/instances')
  const me = (await (await fetch('/v1/me')).json()) as { display_name: string; silo_name: string; silo_admin: boolean }
  assert.is(me.display_name, 'maze-admin')
  assert.is(me.silo_name, 'maze-war')
  assert.is(me.silo_admin, true)
})

Saml('a just-in-time silo makes the user the assertion names, in the groups it names', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'server' }))
  const done = await roundTrip(fetch, null, 'new.player', 'maze-war-admins, speedrunners')
  assert.is(done.status, 303)
  assert.is(done.headers.get('location'), '/', 'no relay state: Nexus sends the browser to /')
  const groups = (await (await fetch('/v1/me/groups')).json()) as { items: { display_name: string }[] }
  assert.equal(groups.items.map((g) => g.display_name).sort(), ['maze-war-admins', 'speedrunners'])
})

Saml('a hostile redirect_uri is refused with 400 before the IdP is involved', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'server' }))
  for (const uri of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'projects']) {
    const res = await fetch(`/login/maze-war/saml/mock-idp/redirect?redirect_uri=${encodeURIComponent(uri)}`, {
      redirect: 'manual',
    })
    assert.is(res.status, 400, uri)
    assert.is(
      ((await res.json()) as { message: string }).message,
      `unable to parse query string: "${uri}" is not a relative URI`,
    )
  }
  assert.is((await fetch('/login/maze-war/saml/no-such-idp/redirect', { redirect: 'manual' })).status, 404)
})

Saml(
  'a hostile relay state is not followed: sign-in ends at / (as Nexus ignores a relay state it cannot read)',
  async () => {
    const api = createMockApi({ mode: 'server' })
    const fetch = mockFetch(api)
    for (const relay of [
      encodeRelayState('//evil.example/x'),
      encodeRelayState('https://evil.example'),
      'some-idp-set-value',
    ]) {
      const res = await fetch('/login/maze-war/saml/mock-idp', {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          SAMLResponse: makeAssertion(api.db, 'maze-admin', [], 'groups'),
          RelayState: relay,
        }).toString(),
      })
      assert.is(res.status, 303)
      assert.is(res.headers.get('location'), '/')
    }
    assert.is(relayStateRedirect(encodeRelayState('/ok?x=1')), '/ok?x=1')
  },
)

// Nexus: nexus/auth/src/authn/silos.rs:283, an assertion that does not verify is HttpError::for_bad_request(None, ...)
Saml('an assertion this IdP did not sign signs nobody in: 400, no error_code', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'server' }))
  const forged = makeAssertion(createMockApi({ mode: 'server' }).db, 'maze-admin', ['maze-war-admins'], 'groups')
  const res = await fetch('/login/maze-war/saml/mock-idp', {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: forged }).toString(),
  })
  assert.is(res.status, 400)
  const body = (await res.json()) as { error_code?: string; message: string }
  assert.is(body.error_code, undefined)
  assert.match(body.message, /^could not extract SAMLResponse assertion! /)
  assert.is((await fetch('/v1/me')).status, 401)
})

Saml("the IdP's form is read from the body bytes the embed server hands over (respond(request, body))", async () => {
  const api = createMockApi({ mode: 'server' })
  const bytes = new TextEncoder().encode(new URLSearchParams({ username: 'maze-player', RelayState: '' }).toString())
  const res = await api.respond(
    new Request('http://localhost/v1/__mock/idp/maze-war/mock-idp', { method: 'POST' }),
    bytes,
  )
  assert.is(res?.status, 200)
  assert.match(await res!.text(), 'Signed in as maze-player')
})

Saml.run()
