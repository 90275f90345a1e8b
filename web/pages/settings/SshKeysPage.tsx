import type { SshKey } from '../../api/generated/types'
import { pb } from '../../paths'
import { LinkButton } from '../../ui/Button'
import { EmptyState } from '../../ui/EmptyState'
import { PageHeader } from '../../ui/PageHeader'
import type { Column } from '../../ui/Table'
import { ListTable } from '../common/ListPage'
import { createdCol, descriptionCol, nameCol } from '../common/columns'
import { useSshKeyActions } from './actions'

const columns: Column<SshKey>[] = [
  nameCol<SshKey>((k) => pb.sshKeyEdit({ sshKey: k.name })),
  descriptionCol,
  createdCol,
]

export default function SshKeysPage() {
  const actions = useSshKeyActions()
  return (
    <>
      <PageHeader docs="sshKeys" title="SSH keys">
        <LinkButton write variant="primary" href={pb.sshKeysNew()}>
          Add SSH key
        </LinkButton>
      </PageHeader>
      <ListTable<SshKey>
        label="SSH keys"
        method="currentUserSshKeyList"
        params={{}}
        sortable
        columns={columns}
        rowActions={actions}
        empty={
          <EmptyState
            title="No SSH keys"
            body="Keys added here can be put on new instances so you can sign in to them."
            action={
              <LinkButton write href={pb.sshKeysNew()}>
                Add SSH key
              </LinkButton>
            }
          />
        }
      />
    </>
  )
}
