/**
 * SAML sign-in as Nexus does it (issue #31.2): the console never talks to the identity provider. It
 * sends the browser to Nexus's `GET /login/{silo}/saml/{provider}/redirect` (login_saml_redirect), which
 * answers 302 to the IdP's sign-in URL with the redirect_uri in its relay state; the IdP posts its
 * assertion to `POST /login/{silo}/saml/{provider}` (login_saml), which starts the session and answers
 * 303 to the redirect_uri. That POST is the IdP's, never the console's.
 */
import { safeRedirect } from '../util/redirect'
import { transport } from './http'

const enc = encodeURIComponent

/**
 * Where the provider's button goes. Only a same-origin path is carried (Nexus would refuse anything
 * else with a 400, and a sign-in must never end on another site): anything else is left out.
 */
export function samlRedirectUrl(silo: string, provider: string, redirectUri?: string | null): string {
  const safe = redirectUri ? safeRedirect(redirectUri, '') : ''
  return transport.url(`/login/${enc(silo)}/saml/${enc(provider)}/redirect`, safe ? { redirectUri: safe } : undefined)
}
