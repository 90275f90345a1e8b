import { useQuery } from '../../api/reads'
import { MenuButtonPlaceholder, useMenuStandIn } from '../../ui/ActionMenu'
import { deferredComponent } from '../../ui/deferred'

// headlessui's Menu is not part of the first paint's budget: a plain button stands in until the
// user approaches it (see web/ui/ActionMenu.tsx).
const popup = deferredComponent(() => import('./UserMenuPopup'))

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
  const { live, intent, props } = useMenuStandIn(popup.preload)
  const Popup = popup.get()
  if (!live || !Popup)
    return (
      <MenuButtonPlaceholder className="btn btn-ghost" standIn={props}>
        <UserMenuLabel name={me.data?.displayName} />
      </MenuButtonPlaceholder>
    )
  return <Popup intent={intent} />
}
