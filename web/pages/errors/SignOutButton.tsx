import { Button } from '../../ui/Button'
import { to } from '../../urls'
import { requestPreview } from '../../api/request-preview'
import { useWrite } from '../../api/writes'
import { forgetActivity } from '../common/activity/activity-persist'
import { releaseBrowser } from '../common/activity/browser-claim'

/** Whatever the logout answered, the page is left (the rules: calls: on success the console navigates away). */
const leave = () => {
  // the Activity jobs kept for this user go too
  forgetActivity()
  // and this tab's drafts; nobody is signed in on the browser any more
  releaseBrowser()
  // the search index holds this user's resource names: it goes with the session; its code
  // loads only now, so it stays off the first route
  void import('../../api/search/sign-out')
    .then((m) => m.clearSearchData())
    .catch(() => undefined)
    .finally(() => window.location.assign(to.login()))
}

/** POST /v1/logout, then leave the page whatever happened. */
export function SignOutButton({ variant = 'secondary' }: { variant?: 'secondary' | 'ghost' }) {
  const logout = useWrite(
    () => ({
      // the page is left at once, so nothing needs revalidating
      run: (write) => write('logout', {}, { invalidate: false }),
      request: () => requestPreview('logout', {}),
    }),
    { onSuccess: leave, onError: leave },
  )
  return (
    <Button variant={variant} loading={logout.pending} onClick={() => void logout.submit(undefined)}>
      Sign out
    </Button>
  )
}
