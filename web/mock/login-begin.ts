/**
 * `GET /login?redirect_uri=…`: where a person signs in, decided as Nexus decides it (omicron
 * nexus/src/external_api/http_entrypoints.rs `login_begin`, console_api.rs `get_login_url`). Nexus serves this
 * path itself, before the console: the console's 401 handling sends the browser here, and Nexus answers 302 to
 * the sign-in page of the silo the request is for.
 *
 * - The silo is the one whose DNS name the request was sent to (`{silo}.sys.{zone}`, the Host header:
 *   app/external_endpoints.rs `endpoint_for_request`); a name that is no silo's gets the default endpoint, the first
 *   silo (by id) that signs in locally; none at all is a 400 naming the host.
 * - A local silo: `/login/{silo}/local`. Otherwise the first of its identity providers by name:
 *   `/login/{silo}/saml/{provider}`; none is a 400 `no identity providers are configured for Silo`.
 * - The redirect_uri rides along, form-encoded; one that is not a relative URI is the query's 400.
 */
import { HttpResponse } from 'msw'
import { newId, type Db } from './db'
import { badRequest, MockError, unparsable } from './errors'
import { isRelativeUri } from './saml-idp'

/** A silo's DNS name is `{silo}.sys.{zone}` (omicron nexus/types/src/silo.rs `silo_dns_name`). */
const SILO_HOST = /^([^.]+)\.sys\./

/** The silo a request was sent to, as Nexus finds it for a caller who has not signed in. */
function siloOf(db: Db, host: string) {
  const named = SILO_HOST.exec(host)?.[1]
  const silo = named ? db.silos.find((s) => s.name === named) : undefined
  if (silo) return silo
  const local = [...db.silos].sort((a, b) => (a.id < b.id ? -1 : 1)).find((s) => s.identity_mode === 'local_only')
  if (!local) throw badRequest(`HTTP request for unknown server name "${host}"`)
  return local
}

/** The sign-in page's path (and query), as get_login_url builds it. */
function loginUrl(db: Db, host: string, redirectUri: string | null): string {
  const silo = siloOf(db, host)
  let path = `/login/${silo.name}/local`
  if (silo.identity_mode !== 'local_only') {
    const first = db.samlProviders
      .filter((p) => p.silo_id === silo.id)
      .map((p) => p.name)
      .sort()[0]
    if (first === undefined) throw badRequest('no identity providers are configured for Silo')
    path = `/login/${silo.name}/saml/${first}`
  }
  // serde_urlencoded, as Nexus writes the query: only the redirect_uri, and only when there is one
  return redirectUri === null ? path : `${path}?${new URLSearchParams({ redirect_uri: redirectUri })}`
}

/** The answer to `GET /login`, or undefined for any other request. */
export function loginBegin(db: Db, request: Request, url: URL): Response | undefined {
  if (url.pathname !== '/login' || request.method !== 'GET') return undefined
  const requestId = newId()
  try {
    const uri = url.searchParams.get('redirect_uri')
    // dropshot parses the query first: a redirect_uri that is not relative is a 400 whatever the silo
    if (uri !== null && !isRelativeUri(uri))
      throw unparsable(`unable to parse query string: "${uri}" is not a relative URI`)
    return new HttpResponse(null, {
      status: 302,
      headers: { Location: loginUrl(db, url.hostname, uri), 'Cache-Control': 'no-store', 'x-request-id': requestId },
    })
  } catch (e) {
    if (!(e instanceof MockError)) throw e
    return HttpResponse.json(
      { request_id: requestId, ...(e.errorCode ? { error_code: e.errorCode } : {}), message: e.message },
      { status: e.status, headers: { 'x-request-id': requestId } },
    )
  }
}
