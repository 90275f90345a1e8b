/**
 * SAML sign-in as Nexus does it, with the mock playing the identity provider.
 *
 *   console  GET  /login/{silo}/saml/{provider}/redirect?redirect_uri=/path   (Nexus: login_saml_redirect)
 *   Nexus    302  -> the IdP's sign-in URL with RelayState = base64(JSON {"redirect_uri": "/path"})
 *   IdP      GET  /v1/__mock/idp/{silo}/{provider}?RelayState=...  a sign-in form (mock only)
 *   IdP      POST /v1/__mock/idp/{silo}/{provider}                 a page whose form carries the assertion
 *   browser  POST /login/{silo}/saml/{provider}  SAMLResponse, RelayState   (Nexus: login_saml, session.ts)
 *   Nexus    303  -> the relay state's redirect_uri, or / ; with the session cookie
 *
 * The IdP pages are plain HTML forms served by the mock (never part of the console's dist), with no
 * script or style of their own, so they run under the console's CSP (`form-action 'self'`). Real IdPs
 * post the assertion with a script; here the user presses Continue, which is the same HTTP-POST binding.
 */
import { HttpResponse } from 'msw'
import { Sha256 } from '../util/sha256'
import type { Db } from './db'
import { badRequest, MockError, notFound, unparsable } from './errors'

// ---------------------------------------------------------------------------
// The redirect_uri Nexus accepts (nexus-types RelativeUri: no scheme, no host), with the console's own
// rule on top (web/util/redirect.ts): a single leading '/', since '//host' and '/\host' are another host
// to a browser.

export function isRelativeUri(uri: string): boolean {
  if (!uri.startsWith('/') || uri.startsWith('//') || uri.startsWith('/\\')) return false
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  return !/[\u0000-\u0020\u007f]/.test(uri)
}

const utf8 = new TextEncoder()
const toBase64 = (text: string) => btoa(String.fromCharCode(...utf8.encode(text)))
function fromBase64(text: string): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)))
  } catch {
    return undefined
  }
}

/** Nexus's RelayState: base64 of `{"redirect_uri": ...}`. */
export const encodeRelayState = (redirectUri: string | null) => toBase64(JSON.stringify({ redirect_uri: redirectUri }))

/** The redirect_uri of a relay state, or undefined when it is not one Nexus wrote or its URI is not relative. */
export function relayStateRedirect(relayState: string | null | undefined): string | undefined {
  if (!relayState) return undefined
  const json = fromBase64(relayState)
  if (json === undefined) return undefined
  try {
    const uri = (JSON.parse(json) as { redirect_uri?: unknown }).redirect_uri
    return typeof uri === 'string' && isRelativeUri(uri) ? uri : undefined
  } catch {
    return undefined
  }
}

// ---------------------------------------------------------------------------
// The assertion: a minimal SAML Response naming the user and their groups, "signed" with a secret only
// this mock's IdP knows, so the consumer takes assertions from it and from nobody else.

const secrets = new WeakMap<Db, string>()
function secretOf(db: Db) {
  let s = secrets.get(db)
  if (!s) secrets.set(db, (s = crypto.randomUUID()))
  return s
}

const xmlEscape = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)
const xmlUnescape = (s: string) =>
  s.replace(/&(lt|gt|amp|quot|apos);/g, (_, e: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" })[e]!)

const signature = (db: Db, nameId: string, groups: string[]) =>
  new Sha256().update(utf8.encode([secretOf(db), nameId, ...groups].join('\n'))).digestHex()

export function makeAssertion(db: Db, nameId: string, groups: string[], groupAttribute: string): string {
  const values = groups.map((g) => `<saml:AttributeValue>${xmlEscape(g)}</saml:AttributeValue>`).join('')
  const xml =
    '<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">' +
    `<saml:Assertion><saml:Subject><saml:NameID>${xmlEscape(nameId)}</saml:NameID></saml:Subject>` +
    `<saml:AttributeStatement><saml:Attribute Name="${xmlEscape(groupAttribute)}">${values}</saml:Attribute></saml:AttributeStatement>` +
    `<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:SignatureValue>${signature(db, nameId, groups)}</ds:SignatureValue></ds:Signature>` +
    '</saml:Assertion></samlp:Response>'
  return toBase64(xml)
}

/** The subject of an assertion this mock's IdP signed, or undefined for anything else. */
export function readAssertion(db: Db, samlResponse: string): { nameId: string; groups: string[] } | undefined {
  const xml = fromBase64(samlResponse)
  if (!xml) return undefined
  const nameId = /<saml:NameID>([^<]*)<\/saml:NameID>/.exec(xml)?.[1]
  const sig = /<ds:SignatureValue>([0-9a-f]+)<\/ds:SignatureValue>/.exec(xml)?.[1]
  if (nameId === undefined || !sig) return undefined
  const groups = [...xml.matchAll(/<saml:AttributeValue>([^<]*)<\/saml:AttributeValue>/g)].map((m) => xmlUnescape(m[1]))
  const subject = { nameId: xmlUnescape(nameId), groups }
  return signature(db, subject.nameId, groups) === sig ? subject : undefined
}

// ---------------------------------------------------------------------------
// Routes answered before the operation table (the redirect is unpublished, so nexus.json has no row for it)

const REDIRECT = /^\/login\/([^/]+)\/saml\/([^/]+)\/redirect$/
const IDP = /^\/v1\/__mock\/idp\/([^/]+)\/([^/]+)$/

const errorJson = (e: MockError) =>
  HttpResponse.json(
    { request_id: crypto.randomUUID(), ...(e.errorCode ? { error_code: e.errorCode } : {}), message: e.message },
    { status: e.status },
  )

function provider(db: Db, siloName: string, providerName: string) {
  const silo = db.silos.find((s) => s.name === siloName)
  if (!silo) throw notFound('silo', siloName)
  const idp = db.samlProviders.find((p) => p.silo_id === silo.id && p.name === providerName)
  if (!idp) throw notFound('saml-identity-provider', providerName)
  return { silo, idp }
}

const html = (title: string, body: string) =>
  new HttpResponse(
    // an empty icon: without one the browser asks for /favicon.ico, which is not the mock's
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">` +
      `<title>${xmlEscape(title)}</title></head>` +
      `<body><main><h1>${xmlEscape(title)}</h1>${body}</main></body></html>\n`,
    { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
  )

/**
 * Where the IdP posts the assertion: the provider's own `acs_url`, as a real IdP is configured with it.
 * Only its path and query are used: the host in it is the rack's DNS name, and the mock answers on
 * whatever address the console is served at. A value that is not a URL falls back to Nexus's path.
 */
export function assertionConsumer(acsUrl: string | undefined, silo: string, provider: string): string {
  try {
    const url = new URL(acsUrl ?? '')
    return url.pathname + url.search
  } catch {
    return `/login/${encodeURIComponent(silo)}/saml/${encodeURIComponent(provider)}`
  }
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${xmlEscape(value)}">`

/** A SAML route's response, or undefined when the request is not one. */
export async function samlRoute(
  db: Db,
  request: Request,
  url: URL,
  /** The body's bytes when the caller already read them (the embed server): `request` then has none. */
  body?: Uint8Array,
): Promise<Response | undefined> {
  const redirect = request.method === 'GET' && REDIRECT.exec(url.pathname)
  const idpPath = IDP.exec(url.pathname)
  if (!redirect && !idpPath) return undefined
  try {
    if (redirect) {
      const [silo, name] = [decodeURIComponent(redirect[1]), decodeURIComponent(redirect[2])]
      const uri = url.searchParams.get('redirect_uri')
      // Nexus parses the query as a RelativeUri and answers a 400 before anything else, even for a silo it lacks
      if (uri !== null && !isRelativeUri(uri))
        throw unparsable(`unable to parse query string: "${uri}" is not a relative URI`)
      provider(db, silo, name)
      const to = new URL(`/v1/__mock/idp/${redirect[1]}/${redirect[2]}`, url)
      to.searchParams.set('RelayState', encodeRelayState(uri))
      return new HttpResponse(null, { status: 302, headers: { Location: to.pathname + to.search } })
    }
    const [siloName, providerName] = [decodeURIComponent(idpPath![1]), decodeURIComponent(idpPath![2])]
    const { silo, idp } = provider(db, siloName, providerName)
    if (request.method === 'GET') {
      const users = db.users.filter((u) => u.silo_id === silo.id).map((u) => u.display_name)
      return html(
        `Sign in to ${idp.name}`,
        `<p>The mock identity provider of silo ${xmlEscape(silo.name)}. Known users: ${users.map(xmlEscape).join(', ')}.</p>` +
          `<form method="post">` +
          `<p><label for="username">Username</label> <input id="username" name="username" required autofocus></p>` +
          `<p><label for="groups">Groups (comma-separated)</label> <input id="groups" name="groups"></p>` +
          hidden('RelayState', url.searchParams.get('RelayState') ?? '') +
          `<p><button type="submit">Sign in</button></p></form>`,
      )
    }
    if (request.method !== 'POST') return undefined
    const form = new URLSearchParams(body ? new TextDecoder().decode(body) : await request.text())
    const username = (form.get('username') ?? '').trim()
    if (!username) throw badRequest('username is required')
    const groups = (form.get('groups') ?? '')
      .split(',')
      .map((g) => g.trim())
      .filter(Boolean)
    const assertion = makeAssertion(db, username, groups, idp.group_attribute_name ?? 'groups')
    const acs = assertionConsumer(idp.acs_url, silo.name, idp.name)
    return html(
      `Signed in as ${username}`,
      `<p>Continue to send the assertion to the console.</p>` +
        `<form method="post" action="${acs}">` +
        hidden('SAMLResponse', assertion) +
        hidden('RelayState', form.get('RelayState') ?? '') +
        `<button type="submit" autofocus>Continue</button></form>`,
    )
  } catch (e) {
    if (e instanceof MockError) return errorJson(e)
    throw e
  }
}
