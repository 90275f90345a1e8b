import type { FleetRole, SiloIdentityMode } from '../../../api/generated/types'
import { CheckboxField, SelectField, TextField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { useShellForm, type FormShellProps } from '../../../ui/use-form'
import { CertificateFields } from './CertificateFields'
import { QuotaFields } from './QuotaFields'
import {
  fleetRoles,
  identityModeLabel,
  siloRolesForMapping,
  siloSummary,
  validateSilo,
  type SiloFormValues,
} from './silo-form'

const modeOptions = (Object.keys(identityModeLabel) as SiloIdentityMode[]).map((m) => ({
  value: m,
  label: identityModeLabel[m],
}))

/** Create a silo: identity, quotas, fleet role mappings and TLS certificates in one side modal. */
export function SiloForm(props: FormShellProps<SiloFormValues>) {
  const form = useShellForm(props, { validate: validateSilo, summary: siloSummary })
  const { values, setValues, set, shown } = form
  const toggleRole = (siloRole: (typeof siloRolesForMapping)[number], role: FleetRole, on: boolean) =>
    setValues((old) => {
      const current = old.mappedFleetRoles[siloRole]
      const next = on ? [...current.filter((r) => r !== role), role] : current.filter((r) => r !== role)
      return { ...old, mappedFleetRoles: { ...old.mappedFleetRoles, [siloRole]: next } }
    })
  return (
    <SideModalForm docs="silos" {...form.shell}>
      <NameDescriptionFields form={form} />
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
        <QuotaFields field={form.field} gib="numeric" />
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
      <CertificateFields certs={values.certs} errors={shown.certs ?? []} onChange={set('certs')} />
    </SideModalForm>
  )
}
