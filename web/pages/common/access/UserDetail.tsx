import type { ConsoleSession, DeviceAccessToken, User } from '../../../api/generated/types'
import { Button } from '../../../ui/Button'
import { CopyButton } from '../../../ui/CopyButton'
import { PropertiesList } from '../../../ui/PropertiesList'
import { SideModal } from '../../../ui/SideModal'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../list/ListTable'
import { createdCol } from '../list/columns'
import { expiresCol, lastUsedCol } from '../list/time-columns'
import { formatDateTime } from '../../../util/time'
import { useSignOutEverywhere } from './actions'

const idCol: Column<{ id: string }> = { header: 'ID', cell: (r) => <code>{r.id}</code> }
const sessionColumns: Column<ConsoleSession>[] = [idCol, createdCol, lastUsedCol]
const tokenColumns: Column<DeviceAccessToken>[] = [idCol, createdCol, expiresCol]

/** A user's console sessions and device tokens (both paged), and a way to end them all. */
export function UserDetail({ user, adminOnly, onClose }: { user: User; adminOnly?: string; onClose: () => void }) {
  const signOut = useSignOutEverywhere()
  const path = { userId: user.id }
  return (
    <SideModal
      title={user.displayName}
      onClose={onClose}
      footer={
        <Button variant="danger" disabledReason={adminOnly} onClick={() => signOut(user)}>
          Sign out everywhere
        </Button>
      }
    >
      <PropertiesList
        items={[
          [
            'ID',
            <>
              <code>{user.id}</code> <CopyButton text={user.id} label="Copy ID" />
            </>,
          ],
          ['Created', formatDateTime(user.timeCreated)],
        ]}
      />
      <h3>Sessions</h3>
      <ListTable<ConsoleSession>
        label="Sessions"
        method="userSessionList"
        params={{ path }}
        columns={sessionColumns}
        rowName={(s) => `Session ${s.id}`}
        empty={{ title: 'No sessions', body: 'This user is not signed in anywhere.' }}
      />
      <h3>Access tokens</h3>
      <ListTable<DeviceAccessToken>
        label="Access tokens"
        method="userTokenList"
        params={{ path }}
        columns={tokenColumns}
        rowName={(t) => `Token ${t.id}`}
        empty={{ title: 'No access tokens', body: 'This user has no device tokens.' }}
      />
    </SideModal>
  )
}
