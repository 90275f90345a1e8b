import type { DeviceAccessToken } from '../../api/generated/types'
import { useQuery } from '../../api/reads'
import { Button } from '../../ui/Button'
import { PageHeader } from '../../ui/PageHeader'
import type { Column } from '../../ui/Table'
import { ListTable } from '../common/list/ListTable'
import { createdCol } from '../common/list/columns'
import { useAccessTokenActions, useDeleteAllTokens } from './actions'
import { expiresCol } from '../common/list/time-columns'

const columns: Column<DeviceAccessToken>[] = [
  { header: 'ID', cell: (t) => <code>{t.id}</code> },
  createdCol,
  expiresCol,
]

/** Tokens issued to devices (the CLI) through the device-login flow (the rules: calls /me/access-tokens). */
export default function AccessTokensPage() {
  const actions = useAccessTokenActions()
  const deleteAll = useDeleteAllTokens()
  const any = useQuery('currentUserAccessTokenList', { query: { limit: 1 } })
  // Disabled only while we know there is nothing to delete; if the count failed, Delete all still works (it lists for itself).
  const none = any.data
    ? any.data.items.length === 0 && 'You have no access tokens'
    : !any.error && 'Loading access tokens'
  return (
    <>
      <PageHeader docs="tokens" title="Access tokens">
        <Button variant="danger" disabledReason={none} onClick={deleteAll}>
          Delete all
        </Button>
      </PageHeader>
      <ListTable<DeviceAccessToken>
        label="Access tokens"
        method="currentUserAccessTokenList"
        params={{}}
        columns={columns}
        rowName={(t) => `Token ${t.id}`}
        rowActions={actions}
        empty={{
          title: 'No access tokens',
          body: 'Logging in from a device, such as the command-line tool, creates one.',
        }}
      />
    </>
  )
}
