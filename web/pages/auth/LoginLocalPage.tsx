import { useParams } from 'wouter'
import { readOnce } from '../../api/hooks'
import { useWrite } from '../../api/writes'
import { claimBrowser, signInUnderWay } from '../common/activity/browser-claim'
import { ownerOf } from '../../util/browser-owner'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { FormErrors } from '../../ui/SideModal'
import { useFormState } from '../../ui/use-form'
import { redirectParam, safeReturnPath } from '../../util/redirect'
import { localLoginDefaults, toLocalLogin, validateLocalLogin } from './login-form'

function LocalLoginForm({ silo }: { silo: string }) {
  const login = useWrite('loginLocal', {
    onSuccess: async () => {
      // The browser is the signed-in user's before any page of theirs shows: what another user left
      // (a draft kept when their session ended) goes now. Not known: nothing kept is offered until the
      // frame learns who signed in.
      const me = await readOnce('currentUserView', {}).catch(() => undefined)
      if (me) await claimBrowser(ownerOf(me))
      else signInUnderWay()
      // A full page load drops any cache from before sign-in. The raw search, not the router's copy,
      // which has been decoded once already.
      window.location.assign(safeReturnPath(redirectParam(window.location.search)))
    },
  })
  const form = useFormState({
    initial: localLoginDefaults,
    validate: validateLocalLogin,
    sent: toLocalLogin,
    onSubmit: (body) => {
      if (!login.pending) login.submit({ path: { siloName: silo }, body })
    },
  })
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      {login.error && (
        <FormErrors errors={[login.error.statusCode === 401 ? 'Wrong username or password' : login.error.message]} />
      )}
      <TextField label="Username" {...form.field('username')} autoComplete="username" required />
      <TextField
        label="Password"
        type="password"
        {...form.field('password')}
        autoComplete="current-password"
        required
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
