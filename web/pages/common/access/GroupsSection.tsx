import { useState } from 'react'
import type { Group, User } from '../../../api/generated/types'
import { to } from '../../../urls'
import { Link } from '../../../ui/Link'
import { SideModal } from '../../../ui/SideModal'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../list/ListTable'
import { createdCol } from '../list/columns'

const columns: Column<Group>[] = [
  { header: 'Name', cell: (g) => <Link href={to.accessGroup({ groupId: g.id })}>{g.displayName}</Link> },
  createdCol,
]
const memberColumns: Column<User>[] = [
  { header: 'Name', cell: (u) => <Link href={to.accessUser({ userId: u.id })}>{u.displayName}</Link> },
]

/** The silo's groups (they come from the identity provider; the console only reads them). */
export function GroupsSection() {
  const [open, setOpen] = useState<Group | null>(null)
  return (
    <section aria-labelledby="groups-heading">
      <h2 id="groups-heading">Groups</h2>
      <ListTable<Group>
        label="Groups"
        method="groupList"
        params={{}}
        columns={columns}
        rowActions={(g) => [{ label: 'View members', onSelect: () => setOpen(g) }]}
        empty={{ title: 'No groups', body: "Groups come from the silo's identity provider." }}
      />
      {open && (
        <SideModal title={`${open.displayName} members`} onClose={() => setOpen(null)}>
          <ListTable<User>
            label="Members"
            method="userList"
            params={{ query: { group: open.id } }}
            columns={memberColumns}
            empty={{ title: 'No members', body: 'Nobody is in this group.' }}
          />
        </SideModal>
      )}
    </section>
  )
}
