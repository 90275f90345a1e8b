import { useState } from 'react'
import {
  pickableIdentities,
  roleMeaning,
  rolesForScope,
  updateRole,
  type Identity,
  type Policy,
  type RoleKey,
} from '../../../api/roles'
import { SelectField } from '../../../ui/Field'
import { PropertiesList } from '../../../ui/PropertiesList'
import type { RequestPreview } from '../../../ui/CopyRequest'
import { SideModalForm } from '../../../ui/SideModal'
import { requiredMessage } from '../../../util/validate'
import { identityTypeLabel, roleLabel, type AccessRow } from './access-rows'

const roleOptions = (scope: string) =>
  rolesForScope(scope === 'fleet' ? 'fleet' : 'silo').map((r) => ({ value: r, label: roleLabel(r) }))

const identityOption = (i: Identity) => ({
  value: i.id,
  label: `${i.displayName} (${identityTypeLabel[i.identityType].toLowerCase()})`,
})

/**
 * Add a role (pick an identity that holds none here yet, SPEC §6) or change
 * one (the identity is fixed; saving replaces its earlier role, SPEC §5).
 * On failure the panel stays open with the choices kept and the error on top.
 */
export function RoleForm({
  scopeLabel,
  policy,
  identities,
  row,
  save,
  preview,
  onDone,
  onClose,
}: {
  /** 'project', 'silo' or 'fleet': read in the title. */
  scopeLabel: string
  policy: Policy
  identities: readonly Identity[]
  /** The row whose role changes; absent to add one. */
  row?: AccessRow
  save: (policy: Policy) => Promise<unknown>
  /** "Copy as CLI / API": the request `save` would send. */
  preview?: (policy: Policy) => RequestPreview
  onDone: (message: string) => void
  onClose: () => void
}) {
  const [identityId, setIdentityId] = useState(row?.id ?? '')
  const [role, setRole] = useState<string>(row?.role ?? 'viewer')
  const [touched, setTouched] = useState(false)
  const [pending, setPending] = useState(false)
  const [serverError, setServerError] = useState<string>()
  const choices = row ? [] : pickableIdentities(identities, policy)
  const identity = row
    ? { id: row.id, displayName: row.name, identityType: row.identityType }
    : choices.find((i) => i.id === identityId)
  const identityError = identity ? undefined : requiredMessage('User or group')
  const nextPolicy = () =>
    identity &&
    updateRole(policy, { identityId: identity.id, identityType: identity.identityType, roleName: role as RoleKey })

  const submit = async () => {
    setTouched(true)
    const next = nextPolicy()
    if (!identity || !next) return
    setPending(true)
    setServerError(undefined)
    try {
      await save(next)
      onDone(`${identity.displayName} is now ${scopeLabel} ${roleLabel(role as RoleKey)}`)
    } catch (e) {
      setServerError(e instanceof Error ? e.message : String(e))
    } finally {
      setPending(false)
    }
  }

  return (
    <SideModalForm
      docs="access"
      title={row ? `Change ${scopeLabel} role` : `Add ${scopeLabel} role`}
      submitLabel={row ? 'Update role' : 'Assign role'}
      pending={pending}
      errors={serverError ? [serverError] : []}
      submitDisabled={!row && choices.length === 0 && 'Every user and group already has a role here'}
      onClose={onClose}
      onSubmit={submit}
      request={
        preview &&
        (() => {
          const next = nextPolicy()
          return next && preview(next)
        })
      }
    >
      {row ? (
        <PropertiesList
          items={[
            ['Name', row.name],
            ['Type', identityTypeLabel[row.identityType]],
          ]}
        />
      ) : (
        <SelectField
          label="User or group"
          required
          value={identityId}
          onValue={setIdentityId}
          placeholder="Select a user or group"
          options={choices.map(identityOption)}
          error={touched ? identityError : undefined}
          hint={
            choices.length === 0
              ? 'Every user and group already has a role here.'
              : 'Users and groups that already have a role here are not listed.'
          }
        />
      )}
      <SelectField
        label="Role"
        required
        value={role}
        onValue={setRole}
        options={roleOptions(scopeLabel)}
        hint={roleMeaning[role as RoleKey]}
      />
    </SideModalForm>
  )
}
