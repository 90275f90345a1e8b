import { useState } from 'react'
import type { ScimClientBearerToken, ScimClientBearerTokenValue } from '../../../api/generated/types'
import { useQuery } from '../../../api/reads'
import { useWrite } from '../../../api/writes'
import { PropertiesList } from '../../../ui/PropertiesList'
import type { MenuAction } from '../../../ui/ActionMenu'
import { Button } from '../../../ui/Button'
import { CopyButton } from '../../../ui/CopyButton'
import { EmptyState } from '../../../ui/EmptyState'
import { SideModal } from '../../../ui/SideModal'
import { Spinner } from '../../../ui/Spinner'
import type { Column } from '../../../ui/Table'
import { ArrayTable } from '../../common/list/ArrayTable'
import { formatDateTime, timeAgo } from '../../../util/time'
import { SiloHeader, useSiloParam } from './SiloHeader'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'
import { ErrorBox } from '../../../ui/ErrorBox'
import { idRow } from '../../common/fields/id-row'

const columns: Column<ScimClientBearerToken>[] = [
  { header: 'ID', cell: (t) => <code>{t.id}</code> },
  {
    header: 'Created',
    sortValue: (t) => t.timeCreated,
    cell: (t) => <time title={formatDateTime(t.timeCreated)}>{timeAgo(t.timeCreated)}</time>,
  },
  { header: 'Expires', cell: (t) => (t.timeExpires ? formatDateTime(t.timeExpires) : 'Never') },
]

/** One token as the server has it now (scimTokenView): whether it still works, and since when. */
function ScimTokenDetail({ silo, tokenId, onClose }: { silo: string; tokenId: string; onClose: () => void }) {
  const token = useQuery('scimTokenView', { path: { tokenId }, query: { silo } })
  const t = token.data
  const expired = t?.timeExpires ? t.timeExpires.getTime() <= Date.now() : false
  return (
    <SideModal title="SCIM token" onClose={onClose}>
      {token.error ? (
        <ErrorBox title="Could not load the SCIM token">{token.error.message}</ErrorBox>
      ) : !t ? (
        <Spinner label="Loading SCIM token" />
      ) : (
        <>
          <PropertiesList
            items={[
              idRow(t.id),
              ['Silo', silo],
              ['Created', formatDateTime(t.timeCreated)],
              ['Expires', t.timeExpires ? formatDateTime(t.timeExpires) : 'Never'],
              ['Status', expired ? 'Expired: the identity provider can no longer use it' : 'Active'],
            ]}
          />
          <p className="muted">The token's secret was shown once, when it was created; the server does not keep it.</p>
        </>
      )}
    </SideModal>
  )
}

/** system/silos/:silo/scim-tokens: bearer tokens the identity provider uses to push users by SCIM. */
export default function SiloScimTokensPage() {
  const silo = useSiloParam()
  const [created, setCreated] = useState<ScimClientBearerTokenValue | null>(null)
  const [viewing, setViewing] = useState<string | null>(null)
  const tokens = useQuery('scimTokenList', { query: { silo } })
  const confirm = useConfirmedWrite()
  const create = useWrite('scimTokenCreate', { onSuccess: setCreated })
  const deleteParams = (t: ScimClientBearerToken) => ({ path: { tokenId: t.id }, query: { silo } })
  const actions = (t: ScimClientBearerToken): MenuAction[] => [
    { label: 'View details', onSelect: () => setViewing(t.id) },
    confirm.menuDelete({
      kind: 'SCIM token',
      name: t.id,
      extra: 'The identity provider can no longer provision users with it.',
      method: 'scimTokenDelete',
      params: deleteParams(t),
      success: 'SCIM token deleted',
    }),
  ]
  return (
    <>
      <SiloHeader />
      <div className="toolbar">
        <h2 className="grow">SCIM tokens</h2>
        <Button write variant="primary" loading={create.pending} onClick={() => create.submit({ query: { silo } })}>
          Create token
        </Button>
      </div>
      {create.error && <ErrorBox>{create.error.message}</ErrorBox>}
      <ArrayTable<ScimClientBearerToken>
        label="SCIM tokens"
        rows={tokens.data}
        error={tokens.error}
        validating={tokens.isValidating}
        retry={() => void tokens.mutate()}
        columns={columns}
        rowName={(t) => `Token ${t.id}`}
        rowActions={actions}
        empty={
          <EmptyState
            title="No SCIM tokens"
            body="Create one for the identity provider to provision users and groups."
          />
        }
      />
      {viewing && <ScimTokenDetail silo={silo} tokenId={viewing} onClose={() => setViewing(null)} />}
      {created && (
        <SideModal
          title="SCIM token created"
          onClose={() => setCreated(null)}
          footer={<CopyButton text={created.bearerToken} label="Copy token" />}
        >
          <p>Copy this token now: it is shown only once.</p>
          <pre className="input" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} aria-label="Bearer token">
            {created.bearerToken}
          </pre>
        </SideModal>
      )}
    </>
  )
}
