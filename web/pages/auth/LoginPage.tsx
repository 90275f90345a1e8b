import { useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { pb } from '../../paths'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { requiredMessage } from '../../util/validate'

/** The silo a rack serves by default; a real rack's DNS name would pick it. */
const DEFAULT_SILO = 'default-silo'

/** /login?redirect_uri=…: choose the silo, then sign in locally there (redirect_uri is carried along). */
export default function LoginPage() {
  const search = useSearch()
  const [, navigate] = useLocation()
  const [silo, setSilo] = useState(DEFAULT_SILO)
  const [touched, setTouched] = useState(false)
  const error = silo.trim() ? undefined : requiredMessage('Silo')
  return (
    <div className="card">
      <h1>Sign in</h1>
      <p className="muted">Sign in to the rack's console.</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          setTouched(true)
          if (!error) navigate(pb.loginLocal({ silo: silo.trim() }) + (search ? `?${search}` : ''))
        }}
      >
        <TextField label="Silo" value={silo} onValue={setSilo} required error={touched ? error : undefined} />
        <Button type="submit" variant="primary" style={{ width: '100%' }}>
          Continue
        </Button>
      </form>
    </div>
  )
}
