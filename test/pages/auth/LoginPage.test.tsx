// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T,>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

/**
 * /login goes where the control plane says the person signs in (the mock deciding as Nexus's `login_begin`, omicron
 * nexus/src/external_api/console_api.rs `get_login_url`): a SAML-only silo's user reaches the identity provider's
 * page, where the console used to offer only the local form.
 */
import { SWRConfig } from 'swr'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import LoginPage from '../../../web/pages/auth/LoginPage'
import { createMockApi } from '../../../web/mock/index'
import { render, withDom } from '../../../test-support/dom'
import { until } from '../../../test-support/until'

const Login = suite('LoginPage')
withDom(Login)

const api = createMockApi({ mode: 'server' })
const realFetch = globalThis.fetch

/** The browser: the request goes to the page's host, and a redirect is followed to the page it names. */
async function browserFetch(input: RequestInfo | URL, init?: RequestInit) {
  const url = new URL(String(input), location.href)
  const res = await api.respond(new Request(url, init))
  if (res?.status !== 302) return res ?? new Response('<!doctype html>', { status: 200 })
  const to = new URL(res.headers.get('location')!, url).href
  return Object.defineProperties(new Response('<!doctype html>', { status: 200 }), {
    redirected: { value: true },
    url: { value: to },
  })
}

const at = (href: string) => (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(href)
const here = () => location.pathname + location.search
const page = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <LoginPage />
    </SWRConfig>,
  )

Login.before.each(() => {
  globalThis.fetch = browserFetch as typeof fetch
})
Login.after.each(() => {
  globalThis.fetch = realFetch
  api.reset()
})

Login('a SAML-only silo’s user is sent on to its identity provider’s page, the way back carried', async () => {
  at('http://maze-war.sys.localhost:4000/login?redirect_uri=%2Fprojects%2Fmaze-project%2Finstances')
  page()
  await until(() => here() === '/login/maze-war/saml/mock-idp?redirect_uri=%2Fprojects%2Fmaze-project%2Finstances', {
    what: 'the identity provider’s sign-in page',
  })
})

Login('a local silo’s user gets its form; a way back off the console is dropped before asking', async () => {
  at('http://localhost:4000/login?redirect_uri=%2F%2Fevil.example')
  page()
  await until(() => here() === '/login/default-silo/local', { what: 'the local form, with no way back' })
})

Login('a silo nobody can sign in to says so, and the page stays', async () => {
  const maze = api.db.silos.find((s) => s.name === 'maze-war')!
  api.db.silos.push({ ...maze, id: crypto.randomUUID(), name: 'no-idps' })
  at('http://no-idps.sys.localhost:4000/login')
  const body = page()
  await until(() => body.querySelector('[role="alert"]')?.textContent, { what: 'the refusal' })
  assert.is(body.querySelector('[role="alert"]')!.textContent, 'No identity providers are configured for Silo')
  assert.is(here(), '/login')
})

Login.run()
