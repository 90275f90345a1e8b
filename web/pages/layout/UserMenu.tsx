import { lazy, Suspense } from 'react'
import { useApiQuery } from '../../api/hooks'
import { MenuButtonPlaceholder } from '../../ui/ActionMenu'

// headlessui's Menu is not part of the first paint's budget; see web/ui/ActionMenu.tsx.
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
  return (
    <Suspense
      fallback={
        <MenuButtonPlaceholder className="btn btn-ghost">
          <UserMenuLabel name={me.data?.displayName} />
        </MenuButtonPlaceholder>
      }
    >
      <UserMenuPopup />
    </Suspense>
  )
}
