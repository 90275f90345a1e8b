import { useState } from 'react'
import type { User } from '../../../api/generated/types'
import { Button } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/list/ListTable'
import { createdCol } from '../../common/list/columns'
import { LocalUserModal } from './LocalUserModal'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'
import { HeadedSection } from '../../../ui/HeadedSection'

const columns: Column<User>[] = [{ header: 'Username', cell: (u) => u.displayName }, createdCol]

type Editing = { mode: 'create' } | { mode: 'password'; user: User } | null

/** A local-only silo's users: create (with or without a password), set a password, delete. */
export function LocalUsersSection({ silo }: { silo: string }) {
  const [editing, setEditing] = useState<Editing>(null)
  const confirm = useConfirmedWrite()
  const deleteParams = (user: User) => ({ path: { userId: user.id }, query: { silo } })
  const actions = (user: User) => [
    { label: 'Set password', onSelect: () => setEditing({ mode: 'password', user }) },
    confirm.menuDelete({
      kind: 'user',
      name: user.displayName,
      method: 'localIdpUserDelete',
      params: deleteParams(user),
    }),
  ]
  return (
    <HeadedSection
      heading="Local users"
      action={
        <Button write variant="primary" onClick={() => setEditing({ mode: 'create' })}>
          New user
        </Button>
      }
    >
      <ListTable<User>
        label="Local users"
        method="siloUserList"
        params={{ query: { silo } }}
        columns={columns}
        rowName={(u) => u.displayName}
        rowActions={actions}
        empty={<EmptyState title="No users" body="Local users sign in with the password set here." />}
      />
      {editing && (
        <LocalUserModal
          silo={silo}
          user={editing.mode === 'password' ? editing.user : undefined}
          onClose={() => setEditing(null)}
        />
      )}
    </HeadedSection>
  )
}
