import { useState } from 'react'
import { useParams, useSearch } from 'wouter'
import { useApiMutation } from '../../api/hooks'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { FormErrors } from '../../ui/SideModal'
import { requiredMessage } from '../../util/validate'
import { safeRedirect } from '../../util/redirect'

export function LocalLoginForm({ silo }: { silo: string }) {
  const search = useSearch()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const login = useApiMutation('loginLocal', {
    // A full page load drops any cache from before sign-in.
    onSuccess: () => window.location.assign(safeRedirect(new URLSearchParams(search).get('redirect_uri'))),
  })
  const errors = {
    username: username.trim() ? undefined : requiredMessage('Username'),
    password: password ? undefined : requiredMessage('Password'),
  }
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        setTouched(true)
        if (errors.username || errors.password || login.pending) return
        login.mutate({ path: { siloName: silo }, body: { username: username.trim(), password } })
      }}
    >
      {login.error && (
        <FormErrors errors={[login.error.statusCode === 401 ? 'Wrong username or password' : login.error.message]} />
      )}
      <TextField
        label="Username"
        value={username}
        onValue={setUsername}
        autoComplete="username"
        required
        error={touched ? errors.username : undefined}
      />
      <TextField
        label="Password"
        type="password"
        value={password}
        onValue={setPassword}
        autoComplete="current-password"
        required
        error={touched ? errors.password : undefined}
      />
      <Button type="submit" variant="primary" loading={login.pending} style={{ width: '100%' }}>
        Sign in
      </Button>
    </form>
  )
}

export default function LoginLocalPage() {
  const { silo } = useParams<{ silo: string }>()
  return (
    <div className="card">
      <h1>Sign in</h1>
      <p className="muted">
        Silo <strong>{silo}</strong>
      </p>
      <LocalLoginForm silo={silo} />
    </div>
  )
}
