import { useParams } from 'wouter'
import { pb } from '../../paths'

/** SAML sign-in: a native form POST to the provider endpoint, which answers with the IdP redirect. */
export default function LoginSamlPage() {
  const { silo, provider } = useParams<{ silo: string; provider: string }>()
  return (
    <div className="card">
      <h1>Sign in</h1>
      <p className="muted">
        Silo <strong>{silo}</strong> signs in through the identity provider <strong>{provider}</strong>.
      </p>
      <form method="post" action={pb.loginSaml({ silo, provider })}>
        <button type="submit" className="btn btn-primary" style={{ width: '100%' }}>
          Sign in with {provider}
        </button>
      </form>
    </div>
  )
}
