import type { User } from '../../../../api/generated/types'
import { to } from '../../../../urls'
import { EmptyState } from '../../../../ui/EmptyState'
import { Link } from '../../../../ui/Link'
import type { Column } from '../../../../ui/Table'
import { formatDateTime } from '../../../../util/time'
import { ListTable } from '../../../common/list/ListTable'
import { SiloHeader, useSiloParam } from '../SiloHeader'

/** The users of one silo, for operators (siloUserList ?silo=). */
export default function SiloUsersPage() {
  const silo = useSiloParam()
  const columns: Column<User>[] = [
    { header: 'Name', cell: (u) => <Link href={to.siloUser({ silo, user: u.id })}>{u.displayName}</Link> },
    { header: 'ID', cell: (u) => <code>{u.id}</code> },
    { header: 'Created', cell: (u) => formatDateTime(u.timeCreated) },
  ]
  return (
    <>
      <SiloHeader />
      <ListTable<User>
        label="Users"
        method="siloUserList"
        params={{ query: { silo } }}
        columns={columns}
        rowName={(u) => u.displayName}
        empty={<EmptyState title="No users" body="No user of this silo has signed in or been provisioned yet." />}
      />
    </>
  )
}
