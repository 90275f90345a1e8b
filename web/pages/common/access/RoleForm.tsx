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
import { useFormState } from '../../../ui/use-form'
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
  const [pending, setPending] = useState(false)
  const [serverError, setServerError] = useState<string>()
  const choices = row ? [] : pickableIdentities(identities, policy)
  const identityOf = (identityId: string) =>
    row
      ? { id: row.id, displayName: row.name, identityType: row.identityType }
      : choices.find((i) => i.id === identityId)
  const sent = (v: { identityId: string; role: string }) => {
    const identity = identityOf(v.identityId)!
    const roleName = v.role as RoleKey
    const next = updateRole(policy, { identityId: identity.id, identityType: identity.identityType, roleName })
    return { identity, roleName, next }
  }
  const form = useFormState({
    initial: { identityId: row?.id ?? '', role: (row?.role ?? 'viewer') as string },
    validate: (v) => ({ identityId: identityOf(v.identityId) ? undefined : requiredMessage('User or group') }),
    sent,
    onSubmit: async ({ identity, roleName, next }) => {
      setPending(true)
      setServerError(undefined)
      try {
        await save(next)
        onDone(`${identity.displayName} is now ${scopeLabel} ${roleLabel(roleName)}`)
      } catch (e) {
        setServerError(e instanceof Error ? e.message : String(e))
      } finally {
        setPending(false)
      }
    },
    request: preview && ((s) => preview(s.next)),
  })
  const { values, set, shown } = form

  return (
    <SideModalForm
      docs="access"
      title={row ? `Change ${scopeLabel} role` : `Add ${scopeLabel} role`}
      submitLabel={row ? 'Update role' : 'Assign role'}
      pending={pending}
      errors={serverError ? [serverError] : []}
      submitDisabled={!row && choices.length === 0 && 'Every user and group already has a role here'}
      onClose={onClose}
      onSubmit={form.submit}
      request={form.request}
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
          value={values.identityId}
          onValue={set('identityId')}
          placeholder="Select a user or group"
          options={choices.map(identityOption)}
          error={shown.identityId}
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
        value={values.role}
        onValue={set('role')}
        options={roleOptions(scopeLabel)}
        hint={roleMeaning[values.role as RoleKey]}
      />
    </SideModalForm>
  )
}
