import type { SshKey } from '../../api/generated/types'
import { to } from '../../urls'
import type { Column } from '../../ui/Table'
import { ListPage } from '../common/list/ListPage'
import { createdCol, descriptionCol, nameCol } from '../common/list/columns'
import { useSshKeyActions } from './actions'
import { useRouteQueries, type ListRoute } from '../../routing/route-data'

const columns: Column<SshKey>[] = [
  nameCol<SshKey>((k) => to.sshKeyEdit({ sshKey: k.name })),
  descriptionCol,
  createdCol,
]

export default function SshKeysPage() {
  const { list } = useRouteQueries<ListRoute>()
  const actions = useSshKeyActions()
  return (
    <ListPage<SshKey>
      title={list.label}
      docs="sshKeys"
      create={{ label: 'Add SSH key', href: to.sshKeysNew() }}
      empty={{ title: 'No SSH keys', body: 'Keys added here can be put on new instances so you can sign in to them.' }}
      {...list}
      columns={columns}
      rowActions={actions}
    />
  )
}
