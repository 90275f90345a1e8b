import { useLocation } from 'wouter'
import { to } from '../../urls'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { useFormState } from '../../ui/use-form'
import { checkedReturnPath, redirectParam } from '../../util/redirect'
import { validateSiloChoice } from './login-form'

/** The silo a rack serves by default; a real rack's DNS name would pick it. */
const DEFAULT_SILO = 'default-silo'

/**
 * /login?redirect_uri=…: choose the silo, then sign in locally there. Only a return path the console
 * would follow is carried along; anything else is dropped here, so no later page sees it.
 */
export default function LoginPage() {
  const [, navigate] = useLocation()
  const form = useFormState({
    initial: { silo: DEFAULT_SILO },
    validate: validateSiloChoice,
    sent: (v) => v.silo.trim(),
    onSubmit: (silo: string) => {
      const back = checkedReturnPath(redirectParam(window.location.search))
      navigate(to.loginLocal({ silo }) + (back ? `?redirect_uri=${encodeURIComponent(back)}` : ''))
    },
  })
  return (
    <div className="card">
      <h1>Sign in</h1>
      <p className="muted">Sign in to the rack's console.</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          form.submit()
        }}
      >
        <TextField label="Silo" {...form.field('silo')} required />
        <Button type="submit" variant="primary" style={{ width: '100%' }}>
          Continue
        </Button>
      </form>
    </div>
  )
}
