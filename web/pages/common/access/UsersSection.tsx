import { useState } from 'react'
import type { User } from '../../../api/generated/types'
import { to } from '../../../urls'
import { Link } from '../../../ui/Link'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../list/ListTable'
import { createdCol } from '../list/columns'
import { useUserActions } from './actions'
import { UserDetail } from './UserDetail'

const columns: Column<User>[] = [
  { header: 'Name', cell: (u) => <Link href={to.accessUser({ userId: u.id })}>{u.displayName}</Link> },
  createdCol,
]

/** The silo's users; admins can open one to see their sessions and tokens, or sign them out. */
export function UsersSection({ adminOnly }: { adminOnly?: string }) {
  const [open, setOpen] = useState<User | null>(null)
  const actions = useUserActions({ adminOnly, onView: setOpen })
  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading">Users</h2>
      <ListTable<User>
        label="Users"
        method="userList"
        params={{}}
        columns={columns}
        rowActions={actions}
        empty={{ title: 'No users', body: 'Users appear here once they sign in or the identity provider adds them.' }}
      />
      {open && <UserDetail user={open} adminOnly={adminOnly} onClose={() => setOpen(null)} />}
    </section>
  )
}
