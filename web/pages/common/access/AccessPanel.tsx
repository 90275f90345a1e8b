import { useState } from 'react'
import { deleteRole, type Identity, type Policy, type RoleKey } from '../../../api/roles'
import { ActionMenu, type MenuAction } from '../../../ui/ActionMenu'
import { roleColor } from '../../../api/rules/roles'
import { Badge } from '../../../ui/Badge'
import { Button } from '../../../ui/Button'
import { confirmAction } from '../../../ui/ConfirmDialog'
import { ChangePreview } from '../../../ui/ChangePreview'
import { describeEdits, saveChanges } from '../../../api/changes'
import { policyShape } from '../../../api/change-shapes'
import { EmptyState } from '../../../ui/EmptyState'
import { Spinner } from '../../../ui/Spinner'
import { Table, type Column } from '../../../ui/Table'
import { addToast } from '../../../ui/Toast'
import { accessRows, identityTypeLabel, roleLabel, type AccessRow } from './access-rows'
import { CHECKING_PERMISSIONS, type RoleScope } from './role-reason'
import { RoleForm } from './RoleForm'
import type { PolicyStore } from './policy-store'
import { noteChange } from '../history/history-store'

function RoleBadge({ role }: { role?: RoleKey }) {
  return role ? <Badge color={roleColor[role]}>{roleLabel(role)}</Badge> : <span className="muted">—</span>
}

const nameCol: Column<AccessRow> = { header: 'Name', cell: (r) => r.name }
const typeCol: Column<AccessRow> = { header: 'Type', cell: (r) => identityTypeLabel[r.identityType] }
const roleCol: Column<AccessRow> = { header: 'Role', cell: (r) => <RoleBadge role={r.role} /> }

/** On a project: the silo role is shown, marked as inherited, and the strongest of both (the rules: roles). */
const inheritedCols = (parent: string): Column<AccessRow>[] => [
  {
    header: `${parent[0].toUpperCase()}${parent.slice(1)} role`,
    cell: (r) =>
      r.inheritedRole ? (
        <span>
          <RoleBadge role={r.inheritedRole} /> <span className="muted">inherited from {parent}</span>
        </span>
      ) : (
        <RoleBadge />
      ),
  },
  { header: 'Effective role', cell: (r) => <RoleBadge role={r.effective} /> },
]

type Editing = { row?: AccessRow } | null

/**
 * The role assignments of one policy (silo, project or fleet) with add, change
 * and remove (the rules: roles). Pages give it the policy, the identities to name and
 * pick from, and how to save; a non-admin gets the same table with every
 * write disabled and the reason on it.
 */
export function AccessPanel({
  scope,
  policy,
  identities,
  store,
  inherited,
  writeDisabled,
}: {
  scope: RoleScope
  policy: Policy | undefined
  identities: readonly Identity[]
  /** Where the policy is read fresh and written whole: saves apply this user's change only. */
  store: PolicyStore
  /** The parent's policy, whose roles carry down (the silo's, on a project). */
  inherited?: { scope: RoleScope; policy: Policy | undefined }
  /** Why the current user may not change roles here, if they may not. */
  writeDisabled?: string
}) {
  const [editing, setEditing] = useState<Editing>(null)
  if (!policy || (inherited && !inherited.policy)) {
    return (
      <div className="empty">
        <Spinner label="Loading roles" />
      </div>
    )
  }
  const rows = accessRows(policy, identities, inherited?.policy)
  const shape = policyShape((id) => identities.find((i) => i.id === id)?.displayName ?? id)
  const columns = inherited
    ? [
        nameCol,
        typeCol,
        { ...roleCol, header: `${scope[0].toUpperCase()}${scope.slice(1)} role` },
        ...inheritedCols(inherited.scope),
      ]
    : [nameCol, typeCol, roleCol]

  const actions = (row: AccessRow): MenuAction[] => [
    {
      label: row.role ? 'Change role' : `Add ${scope} role`,
      disabled: writeDisabled,
      onSelect: () => setEditing({ row }),
    },
    {
      label: 'Remove role',
      danger: true,
      disabled: writeDisabled || (!row.role && `This role is inherited from the ${inherited?.scope}; change it there`),
      request: row.role ? () => store.preview(deleteRole(policy, row.id)) : undefined,
      onSelect: () =>
        confirmAction({
          title: 'Remove role',
          content: (
            <>
              <p>
                Remove the {scope} {roleLabel(row.role!)} role from <strong>{row.name}</strong>?
              </p>
              <ChangePreview changes={describeEdits(shape(policy, deleteRole(policy, row.id)))} />
            </>
          ),
          actionLabel: 'Remove role',
          danger: true,
          errorTitle: 'Could not remove role',
          doAction: async () => {
            // on the policy as it is now: a role someone granted meanwhile stays; a conflict stops it
            const edits = shape(policy, deleteRole(policy, row.id))
            await saveChanges(store.read, store.put, edits, shape)
            if (store.history) noteChange(store.history, `Removed ${row.name}'s ${scope} role`, describeEdits(edits))
            addToast({ content: `Removed ${row.name}'s ${scope} role` })
          },
        }),
    },
  ]

  return (
    <section aria-label={`${scope} roles`}>
      <div className="row" style={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <h2>Roles</h2>
        <Button variant="primary" disabledReason={writeDisabled} onClick={() => setEditing({})}>
          Add role
        </Button>
      </div>
      {writeDisabled && writeDisabled !== CHECKING_PERMISSIONS && (
        <p className="muted" role="note">
          You can see who has which role here but not change it:{' '}
          {writeDisabled.charAt(0).toLowerCase() + writeDisabled.slice(1)}.
        </p>
      )}
      {rows.length === 0 ? (
        <EmptyState title="No roles" body={`No user or group has a role on this ${scope} yet.`} />
      ) : (
        <Table
          label={`${scope} roles`}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          actions={(row) => <ActionMenu label={`${row.name} actions`} actions={actions(row)} />}
        />
      )}
      {editing && (
        <RoleForm
          scopeLabel={scope}
          policy={policy}
          identities={identities}
          row={editing.row}
          store={store}
          shape={shape}
          onClose={() => setEditing(null)}
          onDone={(message) => {
            setEditing(null)
            addToast({ content: message })
          }}
        />
      )}
    </section>
  )
}
