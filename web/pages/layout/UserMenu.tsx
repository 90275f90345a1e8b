import { lazy, Suspense, useRef } from 'react'
import { useApiQuery } from '../../api/hooks'
import { MenuButtonPlaceholder } from '../../ui/ActionMenu'
import { useDeferredReady } from '../../ui/deferred'

// headlessui's Menu is not part of the first paint's budget and loads when the page is idle;
// see web/ui/ActionMenu.tsx and web/ui/deferred.ts.
const UserMenuPopup = lazy(() => import('./UserMenuPopup'))

/** The accessible name ('User menu: fleet-admin') contains the visible text, as WCAG 2.5.3 asks. */
export function UserMenuLabel({ name }: { name?: string }) {
  return (
    <>
      <span className="visually-hidden">User menu: </span>
      {name ?? 'Account'}
      <span aria-hidden="true"> ▾</span>
    </>
  )
}

export function UserMenu() {
  const me = useApiQuery('currentUserView', {})
  const ready = useDeferredReady()
  const focused = useRef(false)
  const standIn = (
    <MenuButtonPlaceholder className="btn btn-ghost" focused={focused}>
      <UserMenuLabel name={me.data?.displayName} />
    </MenuButtonPlaceholder>
  )
  if (!ready) return standIn
  return (
    <Suspense fallback={standIn}>
      <UserMenuPopup takeFocus={focused} />
    </Suspense>
  )
}
