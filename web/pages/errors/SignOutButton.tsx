import { useState } from 'react'
import { Button } from '../../ui/Button'
import { callOrThrow } from '../../api/call'
import { pb } from '../../paths'

/** POST /v1/logout, then leave the page whatever happened (SPEC §7: on success the console navigates away). */
export function SignOutButton({ variant = 'secondary' }: { variant?: 'secondary' | 'ghost' }) {
  const [pending, setPending] = useState(false)
  return (
    <Button
      variant={variant}
      loading={pending}
      onClick={async () => {
        setPending(true)
        await callOrThrow('logout', {}).catch(() => undefined)
        window.location.assign(pb.login())
      }}
    >
      Sign out
    </Button>
  )
}
