import { useParams } from 'wouter'
import type { User } from '../../../api/generated/types'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { Link } from '../../../ui/Link'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import type { Column } from '../../../ui/Table'
import { formatDateTime } from '../../../util/time'
import { roleLabel } from '../../common/access/access-rows'
import { ListTable } from '../../common/list/ListTable'
import { createdCol } from '../../common/list/columns'
import { idRow } from '../../common/fields/id-row'

const memberColumns: Column<User>[] = [
  { header: 'Name', cell: (u) => <Link href={to.accessUser({ userId: u.id })}>{u.displayName}</Link> },
  createdCol,
]

/** lookup/groups/:groupId: one group (groupView), its silo role and its members. */
export default function GroupPage() {
  const { groupId } = useParams<{ groupId: string }>()
  const { data: group } = useQuery('groupView', { path: { groupId } }, { throwOnError: true })
  const policy = useQuery('policyView', {})
  const role = policy.data?.roleAssignments.find((a) => a.identityId === groupId)?.roleName
  return (
    <>
      <PageHeader title={group?.displayName ?? groupId} />
      {group && (
        <PropertiesList
          items={[
            ['Silo role', policy.data ? (role ? roleLabel(role) : 'None') : '…'],
            idRow(group.id),
            ['Created', formatDateTime(group.timeCreated)],
          ]}
        />
      )}
      <section aria-labelledby="members-heading">
        <h2 id="members-heading">Members</h2>
        <ListTable<User>
          label="Members"
          method="userList"
          params={{ query: { group: groupId } }}
          columns={memberColumns}
          empty={{ title: 'No members', body: 'Nobody is in this group.' }}
        />
      </section>
    </>
  )
}
