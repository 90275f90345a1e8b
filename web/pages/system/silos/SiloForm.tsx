import { useState } from 'react'
import type { FleetRole, SiloIdentityMode } from '../../../api/generated/types'
import { requestPreview } from '../../../api/request-preview'
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../ui/Field'
import { SideModalForm } from '../../../ui/SideModal'
import { CertificateFields } from './CertificateFields'
import { QuotaFields } from './QuotaFields'
import { useFormDraft } from '../../../ui/use-form-draft'
import {
  fleetRoles,
  hasErrors,
  identityModeLabel,
  siloDefaults,
  siloErrorList,
  siloRolesForMapping,
  toSiloCreate,
  validateSilo,
  type SiloFormValues,
} from './silo-form'

const modeOptions = (Object.keys(identityModeLabel) as SiloIdentityMode[]).map((m) => ({
  value: m,
  label: identityModeLabel[m],
}))

/** Create a silo: identity, quotas, fleet role mappings and TLS certificates in one side modal. */
export function SiloForm({
  pending,
  serverError,
  onSubmit,
  onClose,
}: {
  pending: boolean
  serverError?: string
  onSubmit: (v: SiloFormValues) => void
  onClose: () => void
}) {
  const [values, setValues] = useFormDraft(siloDefaults)
  const [touched, setTouched] = useState(false)
  const errors = validateSilo(values)
  const shown = touched ? errors : { certs: [] }
  const set =
    <K extends keyof SiloFormValues>(key: K) =>
    (v: SiloFormValues[K]) =>
      setValues((old) => ({ ...old, [key]: v }))
  const toggleRole = (siloRole: (typeof siloRolesForMapping)[number], role: FleetRole, on: boolean) =>
    setValues((old) => {
      const current = old.mappedFleetRoles[siloRole]
      const next = on ? [...current.filter((r) => r !== role), role] : current.filter((r) => r !== role)
      return { ...old, mappedFleetRoles: { ...old.mappedFleetRoles, [siloRole]: next } }
    })
  const list = touched ? siloErrorList(errors) : []
  return (
    <SideModalForm
      docs="silos"
      title="Create silo"
      submitLabel="Create silo"
      pending={pending}
      errors={serverError ? [serverError] : list.length > 1 ? list : []}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true)
        if (!hasErrors(errors)) onSubmit(values)
      }}
      request={() => (hasErrors(errors) ? undefined : requestPreview('siloCreate', { body: toSiloCreate(values) }))}
    >
      <TextField
        label="Name"
        required
        value={values.name}
        onValue={set('name')}
        error={shown.name}
        autoComplete="off"
      />
      <TextAreaField label="Description" value={values.description} onValue={set('description')} />
      <CheckboxField
        label="Discoverable"
        hint="Listed to operators; a hidden silo is reached only by its ID"
        checked={values.discoverable}
        onChecked={set('discoverable')}
      />
      <SelectField
        label="Identity mode"
        value={values.identityMode}
        options={modeOptions}
        onValue={(v) => set('identityMode')(v as SiloIdentityMode)}
      />
      <TextField
        label="Admin group name"
        hint="Members of this group get the silo admin role"
        value={values.adminGroupName}
        onValue={set('adminGroupName')}
        autoComplete="off"
      />
      <fieldset className="stack">
        <legend>Quotas</legend>
        <QuotaFields values={values} errors={shown} onValue={set} gib="numeric" />
      </fieldset>
      <fieldset className="stack">
        <legend>Fleet roles conferred by silo roles</legend>
        {siloRolesForMapping.map((siloRole) => (
          <div
            key={siloRole}
            role="group"
            aria-label={`Silo ${siloRole} gets fleet roles`}
            className="row"
            style={{ flexWrap: 'wrap', gap: '.25rem 1rem' }}
          >
            <span style={{ flexBasis: '100%' }}>Silo {siloRole} gets</span>
            {fleetRoles.map((role) => (
              <label key={role} className="row">
                <input
                  type="checkbox"
                  checked={values.mappedFleetRoles[siloRole].includes(role)}
                  onChange={(e) => toggleRole(siloRole, role, (e.target as HTMLInputElement).checked)}
                />
                fleet {role}
              </label>
            ))}
          </div>
        ))}
      </fieldset>
      <CertificateFields certs={values.certs} errors={shown.certs} onChange={set('certs')} />
    </SideModalForm>
  )
}
