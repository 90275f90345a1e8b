import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { useSignInPage } from '../../api/sign-in-page'
import { checkedReturnPath, redirectParam } from '../../util/redirect'

/**
 * /login?redirect_uri=…: the control plane says where the person signs in (its silo's local form, or its identity
 * provider's page for a SAML silo), and the page goes there. Only a return path the console would follow is carried
 * along; anything else is dropped here, so no later page sees it.
 */
export default function LoginPage() {
  const [, navigate] = useLocation()
  const back = checkedReturnPath(redirectParam(window.location.search))
  const { data: to, error } = useSignInPage(back)
  useEffect(() => {
    if (to) navigate(to, { replace: true })
  }, [to, navigate])
  return (
    <div className="card">
      <h1>Sign in</h1>
      {error ? (
        <p role="alert">{error.message}</p>
      ) : (
        <p className="muted" role="status">
          Finding where your silo signs in…
        </p>
      )}
    </div>
  )
}
