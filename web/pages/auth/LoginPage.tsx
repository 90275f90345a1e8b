import { useLocation, useSearch } from 'wouter'
import { pb } from '../../paths'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { useFormState } from '../../ui/use-form'
import { validateSiloChoice } from './login-form'

/** The silo a rack serves by default; a real rack's DNS name would pick it. */
const DEFAULT_SILO = 'default-silo'

/** /login?redirect_uri=…: choose the silo, then sign in locally there (redirect_uri is carried along). */
export default function LoginPage() {
  const search = useSearch()
  const [, navigate] = useLocation()
  const form = useFormState({
    initial: { silo: DEFAULT_SILO },
    validate: validateSiloChoice,
    sent: (v) => v.silo.trim(),
    onSubmit: (silo: string) => navigate(pb.loginLocal({ silo }) + (search ? `?${search}` : '')),
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
