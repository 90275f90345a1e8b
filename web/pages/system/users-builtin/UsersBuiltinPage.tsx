import type { UserBuiltin } from '../../../api/generated/types'
import { to } from '../../../urls'
import { EmptyState } from '../../../ui/EmptyState'
import { PageHeader } from '../../../ui/PageHeader'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/list/ListTable'
import { createdCol, descriptionCol, nameCol } from '../../common/list/columns'
import { useFleetAccess } from '../use-fleet-access'

const columns: Column<UserBuiltin>[] = [nameCol((u) => to.userBuiltin({ user: u.name })), descriptionCol, createdCol]

/** The control plane's own built-in users (userBuiltinList), read-only. */
export default function UsersBuiltinPage() {
  useFleetAccess()
  return (
    <>
      <PageHeader title="Built-in users" />
      <p className="hint">
        Users the control plane itself acts as (internal services). They cannot sign in and cannot be changed.
      </p>
      <ListTable<UserBuiltin>
        label="Built-in users"
        method="userBuiltinList"
        params={{}}
        columns={columns}
        rowName={(u) => u.name}
        empty={<EmptyState title="No built-in users" />}
      />
    </>
  )
}
