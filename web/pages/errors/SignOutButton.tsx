import { useState } from 'react'
import { Button } from '../../ui/Button'
import { pb } from '../../paths'
import { useApiWrite } from '../../api/hooks'

/** POST /v1/logout, then leave the page whatever happened (SPEC §7: on success the console navigates away). */
export function SignOutButton({ variant = 'secondary' }: { variant?: 'secondary' | 'ghost' }) {
  const [pending, setPending] = useState(false)
  const write = useApiWrite()
  return (
    <Button
      variant={variant}
      loading={pending}
      onClick={async () => {
        setPending(true)
        // the page is left at once, so nothing needs revalidating
        await write('logout', {}, { invalidate: false }).catch(() => undefined)
        // the search index kept in the browser goes too (issue #33); its code loads only now, off the first route
        await import('../../api/search/sign-out').then((m) => m.clearSearchData()).catch(() => undefined)
        window.location.assign(pb.login())
      }}
    >
      Sign out
    </Button>
  )
}
