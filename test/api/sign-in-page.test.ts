// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

/**
 * The console's /login asks the control plane where the person signs in and goes there: here against the mock,
 * which decides as Nexus's `login_begin` does (omicron nexus/src/external_api/console_api.rs `get_login_url`), by the
 * silo the browser's host names.
 */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ApiErrorThrown } from '../../web/api/call'
import { fetchSignInPage } from '../../web/api/sign-in-page'
import { createMockApi } from '../../web/mock/index'
import { withDom } from '../../test-support/dom'

const SignIn = suite('the sign-in page the control plane names')
withDom(SignIn)

const api = createMockApi({ mode: 'server' })
const realFetch = globalThis.fetch
let sent: string[] = []

/** What the browser does: the request goes to the page's host, and a redirect is followed to a page of the console. */
async function browserFetch(input: RequestInfo | URL, init?: RequestInit) {
  const url = new URL(String(input), location.href)
  sent.push(url.pathname + url.search)
  const res = await api.respond(new Request(url, init))
  if (res?.status !== 302) return res ?? new Response('<!doctype html>', { status: 200 })
  const page = new Response('<!doctype html>', { status: 200 })
  const to = new URL(res.headers.get('location')!, url).href
  return Object.defineProperties(page, { redirected: { value: true }, url: { value: to } })
}

const at = (href: string) => (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(href)

SignIn.before.each(() => {
  sent = []
  globalThis.fetch = browserFetch as typeof fetch
})
SignIn.after.each(() => {
  globalThis.fetch = realFetch
  api.reset()
})

SignIn('a local silo: its sign-in form, with the way back', async () => {
  at('http://localhost:4000/login')
  assert.is(await fetchSignInPage('/projects/p/disks'), '/login/default-silo/local?redirect_uri=%2Fprojects%2Fp%2Fdisks')
  assert.equal(sent, ['/login?redirect_uri=%2Fprojects%2Fp%2Fdisks'])
  assert.is(await fetchSignInPage(undefined), '/login/default-silo/local')
})

SignIn('a SAML-only silo: its identity provider’s page', async () => {
  at('http://maze-war.sys.localhost:4000/login')
  assert.is(await fetchSignInPage('/projects'), '/login/maze-war/saml/mock-idp?redirect_uri=%2Fprojects')
})

SignIn('a SAML silo with no identity provider: the control plane’s message', async () => {
  const maze = api.db.silos.find((s) => s.name === 'maze-war')!
  api.db.silos.push({ ...maze, id: crypto.randomUUID(), name: 'no-idps' })
  at('http://no-idps.sys.localhost:4000/login')
  try {
    await fetchSignInPage(undefined)
    assert.unreachable()
  } catch (e) {
    assert.instance(e, ApiErrorThrown)
    assert.is((e as ApiErrorThrown).message, 'No identity providers are configured for Silo')
    assert.is((e as ApiErrorThrown).statusCode, 400)
  }
})

SignIn('no decision (a server that answered the page itself) is not read as one', async () => {
  at('http://localhost:4000/login')
  globalThis.fetch = (async () => new Response('<!doctype html>', { status: 200 })) as typeof fetch
  try {
    await fetchSignInPage(undefined)
    assert.unreachable()
  } catch (e) {
    assert.is((e as Error).message, 'Error reading API response')
  }
})

SignIn.run()
