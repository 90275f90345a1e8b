import type { SshKey } from '../../api/generated/types'
import { pb } from '../../paths'
import type { Column } from '../../ui/Table'
import { ListPage } from '../common/ListPage'
import { createdCol, descriptionCol, nameCol } from '../common/columns'
import { useSshKeyActions } from './actions'
import { sshKeys } from './areas'
import { listOf } from '../../routing/area'

const columns: Column<SshKey>[] = [
  nameCol<SshKey>((k) => pb.sshKeyEdit({ sshKey: k.name })),
  descriptionCol,
  createdCol,
]

export default function SshKeysPage() {
  const actions = useSshKeyActions()
  return (
    <ListPage<SshKey>
      title={sshKeys.label}
      docs="sshKeys"
      create={{ label: 'Add SSH key', href: pb.sshKeysNew() }}
      empty={{ title: 'No SSH keys', body: 'Keys added here can be put on new instances so you can sign in to them.' }}
      {...listOf(sshKeys, {})}
      columns={columns}
      rowActions={actions}
    />
  )
}
