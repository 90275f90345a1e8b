import type { Group } from '../../api/generated/types'
import { useQuery } from '../../api/reads'
import { PageHeader } from '../../ui/PageHeader'
import { PropertiesList } from '../../ui/PropertiesList'
import type { Column } from '../../ui/Table'
import { ListTable } from '../common/list/ListTable'
import { ShortcutsSetting } from './ShortcutsSetting'
import { IdValue } from '../common/fields/id-row'

const groupColumns: Column<Group>[] = [{ header: 'Name', cell: (g) => g.displayName }]

/** Who the console thinks you are: id, display name, silo and groups (the rules: calls /me, /me/groups). */
export default function ProfilePage() {
  const { data: me } = useQuery('currentUserView', {}, { throwOnError: true })
  return (
    <>
      <PageHeader title="Profile" />
      {me && (
        <PropertiesList
          items={[
            ['User ID', <IdValue id={me.id} />],
            ['Display name', me.displayName],
            ['Silo', me.siloName],
          ]}
        />
      )}
      <h2>Groups</h2>
      <ListTable<Group>
        label="Your groups"
        method="currentUserGroups"
        params={{}}
        columns={groupColumns}
        empty={{
          title: 'No groups',
          body: "You are not in any groups. Groups come from the silo's identity provider.",
        }}
      />
      <ShortcutsSetting />
    </>
  )
}
