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
import { describeEdits, type Shape } from '../../../api/changes'
import { useDocumentSave } from '../../../api/document-save'
import { serverFieldError } from '../../../api/error-fields'
import { ChangeConflict } from '../ChangeConflict'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormState } from '../../../ui/use-form'
import { requiredMessage } from '../../../util/validate'
import { identityTypeLabel, roleLabel, type AccessRow } from './access-rows'
import type { PolicyStore } from './policy-store'
import { noteChange } from '../history/history-store'

const roleOptions = (scope: string) =>
  rolesForScope(scope === 'fleet' ? 'fleet' : 'silo').map((r) => ({ value: r, label: roleLabel(r) }))

const identityOption = (i: Identity) => ({
  value: i.id,
  label: `${i.displayName} (${identityTypeLabel[i.identityType].toLowerCase()})`,
})

/**
 * Add a role (pick an identity that holds none here yet, the rules: roles) or change
 * one (the identity is fixed; saving replaces its earlier role, the rules: validation).
 * On failure the panel stays open with the choices kept and the error on top. The save applies
 * this one identity's role to the policy as it is now: a role someone else granted
 * meanwhile stays, and someone else's change to this identity's role is shown, not overwritten.
 */
export function RoleForm({
  scopeLabel,
  policy: current,
  identities,
  row,
  store,
  shape,
  onDone,
  onClose,
}: {
  /** 'project', 'silo' or 'fleet': read in the title. */
  scopeLabel: string
  policy: Policy
  identities: readonly Identity[]
  /** The row whose role changes; absent to add one. */
  row?: AccessRow
  store: PolicyStore
  /** The policy's parts (one per identity), named for the preview and a conflict. */
  shape: Shape<Policy>
  onDone: (message: string) => void
  onClose: () => void
}) {
  // the policy as the form opened: a refetch while it is open must not become what this user saw
  const [policy] = useState(current)
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
    // settles with whether the save was made: the draft is dropped only then
    // settles with whether the save was made: the form drops its draft only then
    onSubmit: ({ next }) => saver.submit(shape(policy, next)),
    request: (s) => store.preview(s.next),
    // read with the messages, once the save below is set up
    get serverField() {
      return serverFieldError(saver.error?.error)
    },
  })
  const saver = useDocumentSave({
    read: store.read,
    shape,
    put: store.put,
    onSaved: () => {
      const { identity, roleName } = sent(values)
      onDone(`${identity.displayName} is now ${scopeLabel} ${roleLabel(roleName)}`)
    },
    onKept: () => {
      onDone('Nothing changed: the other change was kept')
    },
    onChanged: (lines) => {
      if (store.history)
        noteChange(
          store.history,
          `${scopeLabel} role saved`.replace(/^./, (c) => c.toUpperCase()),
          lines,
        )
    },
  })
  // after the save: the form's messages read its refusal
  const { values, set, shown } = form

  return (
    <SideModalForm
      draft={form.draft}
      docs="access"
      title={row ? `Change ${scopeLabel} role` : `Add ${scopeLabel} role`}
      submitLabel={row ? 'Update role' : 'Assign role'}
      pending={saver.pending}
      errors={saver.error ? [saver.error.message] : []}
      changes={form.valid ? describeEdits(shape(policy, sent(values).next)) : []}
      conflict={<ChangeConflict saver={saver} />}
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
