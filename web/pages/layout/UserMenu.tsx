import { lazy, Suspense } from 'react'
import { useQuery } from '../../api/reads'
import { MenuButtonPlaceholder, useMenuStandIn } from '../../ui/ActionMenu'

// headlessui's Menu is not part of the first paint's budget: a plain button stands in until the
// user approaches it (see web/ui/ActionMenu.tsx).
const loadPopup = () => import('./UserMenuPopup')
const UserMenuPopup = lazy(loadPopup)
const preloadPopup = () => void loadPopup().catch(() => undefined)

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
  const me = useQuery('currentUserView', {})
  const { live, intent, props } = useMenuStandIn(preloadPopup)
  const standIn = (
    <MenuButtonPlaceholder className="btn btn-ghost" standIn={props}>
      <UserMenuLabel name={me.data?.displayName} />
    </MenuButtonPlaceholder>
  )
  if (!live) return standIn
  return (
    <Suspense fallback={standIn}>
      <UserMenuPopup intent={intent} />
    </Suspense>
  )
}
