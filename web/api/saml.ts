/**
 * SAML sign-in as Nexus does it: the console never talks to the identity provider. It
 * sends the browser to Nexus's `GET /login/{silo}/saml/{provider}/redirect` (login_saml_redirect), which
 * answers 302 to the IdP's sign-in URL with the redirect_uri in its relay state; the IdP posts its
 * assertion to `POST /login/{silo}/saml/{provider}` (login_saml), which starts the session and answers
 * 303 to the redirect_uri. That POST is the IdP's, never the console's.
 */
import { checkedReturnPath } from '../util/redirect'
import { transport } from './http'

const enc = encodeURIComponent

/**
 * Where the provider's button goes. Only a return path the console would follow itself is carried
 * (Nexus takes anything starting with '/' as relative, '//host' included, so the check cannot be
 * left to it): anything else is left out, and Nexus ends the sign-in on the console's root.
 */
export function samlRedirectUrl(silo: string, provider: string, redirectUri?: string | null): string {
  const safe = checkedReturnPath(redirectUri)
  return transport.url(`/login/${enc(silo)}/saml/${enc(provider)}/redirect`, safe ? { redirectUri: safe } : undefined)
}
