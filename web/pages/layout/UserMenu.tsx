import { lazy, Suspense } from 'react'
import { useApiQuery } from '../../api/hooks'
import { MenuButtonPlaceholder } from '../../ui/ActionMenu'

// headlessui's Menu is not part of the first paint's budget; see web/ui/ActionMenu.tsx.
const UserMenuPopup = lazy(() => import('./UserMenuPopup'))

export function UserMenu() {
  const me = useApiQuery('currentUserView', {})
  return (
    <Suspense fallback={<MenuButtonPlaceholder label="User menu" className="btn btn-ghost">{`${me.data?.displayName ?? 'Account'} ▾`}</MenuButtonPlaceholder>}>
      <UserMenuPopup />
    </Suspense>
  )
}
