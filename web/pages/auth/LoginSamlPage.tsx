import { useParams } from 'wouter'
import { samlRedirectUrl } from '../../api/saml'
import { redirectParam } from '../../util/redirect'
import { signInUnderWay } from '../common/activity/browser-claim'

/**
 * SAML sign-in: the button is a plain navigation to Nexus's redirect endpoint, which sends the browser
 * on to the identity provider (web/api/saml.ts); the redirect_uri rides along and is where sign-in ends.
 */
export default function LoginSamlPage() {
  const { silo, provider } = useParams<{ silo: string; provider: string }>()
  const redirectUri = redirectParam(window.location.search)
  return (
    <div className="card">
      <h1>Sign in</h1>
      <p className="muted">
        Silo <strong>{silo}</strong> signs in through the identity provider <strong>{provider}</strong>.
      </p>
      {/* whoever signs in at the provider comes back signed in: nothing kept for the previous user is
          offered until the frame knows who it is */}
      <a
        className="btn btn-primary"
        style={{ width: '100%' }}
        href={samlRedirectUrl(silo, provider, redirectUri)}
        onClick={signInUnderWay}
      >
        Sign in with {provider}
      </a>
    </div>
  )
}
