import { useLocation } from 'wouter'
import type { SwitchPortGeometry } from '../../../api/generated/types'
import { useList } from '../../../api/reads'
import { useWrite } from '../../../api/writes'
import { requestPreview } from '../../../api/request-preview'
import { to } from '../../../urls'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { SelectField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { PageHeader } from '../../../ui/PageHeader'
import { FormErrors } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { useErrorFocus } from '../../../ui/error-focus'
import { ErrorSummary, notListed } from '../../../ui/ErrorSummary'
import { FormFooter } from '../../../ui/FormFooter'
import { DraftNotice } from '../../../ui/DraftNotice'
import { serverFieldError } from '../../../api/error-fields'
import { useFleetAccess } from '../use-fleet-access'
import { PortAddressesSection, PortRoutesSection } from './PortAddressSections'
import { PortLinksSection } from './PortLinksSection'
import { PortPeersSection } from './PortPeersSection'
import {
  geometryOptions,
  portSettingsDefaults,
  toPortSettingsBody,
  type PortSettingsValues,
} from './port-settings-form'
import { portSettingsErrorList, validatePortSettings } from './port-settings-validate'

/** /system/networking/port-settings-new: a full-page structured form (links, addresses, routes, BGP peers). State lives here, so a refused submit keeps everything typed. */
export default function PortSettingsCreatePage() {
  useFleetAccess()
  const [, navigate] = useLocation()
  // every lot and configuration, not a first page: the pickers say so when they could not read them all
  const lots = useList('networkingAddressLotList', { query: {} })
  const configs = useList('networkingBgpConfigList', { query: {} })
  const create = useWrite('networkingSwitchPortSettingsCreate', {
    onSuccess: (s) => {
      addToast({ content: `Switch port settings ${s.name} created` })
      navigate(to.portSettings({ portSettings: s.name }))
    },
  })

  const form = useFormState({
    initial: portSettingsDefaults,
    validate: validatePortSettings,
    // every problem is listed at the top as well once submitted ('Link 1: MTU must be…')
    summary: portSettingsErrorList,
    sent: (values) => ({ body: toPortSettingsBody(values) }),
    onSubmit: (params) => {
      if (!create.pending) return create.written(params)
    },
    request: (params) => requestPreview('networkingSwitchPortSettingsCreate', params),
    serverField: serverFieldError(create.error?.error),
  })
  const focus = useErrorFocus(create.pending, Boolean(create.error))
  const { values: v, setValues: setV, shown } = form
  const set = (patch: Partial<PortSettingsValues>) => setV((old) => ({ ...old, ...patch }))

  const linkNames = v.links.map((l) => l.name.trim()).filter(Boolean)
  const linkOptions = linkNames.map((n) => ({ value: n, label: n }))
  const firstLink = linkNames[0] ?? ''
  const section = { v, setV, shown, linkOptions, firstLink }

  return (
    <>
      <PageHeader docs="rackNetworking" title="Create switch port settings" />
      <form
        ref={focus.ref}
        className="stack"
        style={{ maxWidth: '56rem' }}
        noValidate
        aria-label="Create switch port settings"
        onSubmit={(e) => {
          e.preventDefault()
          form.submit()
          focus.afterSubmit()
        }}
      >
        <DraftNotice shown={form.draft.restored} onDiscard={form.draft.discard} />
        <ErrorSummary problems={focus.problems} />
        <FormErrors
          errors={notListed([...form.summary, ...(create.error ? [create.error.message] : [])], focus.problems)}
        />
        <NameDescriptionFields
          values={v}
          nameError={shown.name}
          onName={(name) => set({ name })}
          onDescription={(description) => set({ description })}
        />
        <SelectField
          label="Port geometry"
          required
          value={v.geometry}
          options={geometryOptions.map((g) => ({ value: g.value, label: g.label }))}
          onValue={(geometry) => set({ geometry: geometry as SwitchPortGeometry })}
          hint="How the port's lanes are split into links"
        />

        <PortLinksSection v={v} setV={setV} shown={shown} />
        <PortAddressesSection {...section} lots={lots} />
        <PortRoutesSection {...section} />
        <PortPeersSection {...section} configs={configs} />

        <FormFooter
          error={create.error?.message ?? form.summary[0]}
          start={<CopyRequestButton title="Create switch port settings: CLI / API" request={() => form.request?.()} />}
        >
          <Button
            onClick={() => {
              // Cancel gives the draft up; leaving any other way keeps it
              form.draft.discard()
              navigate(to.portSettingsList())
            }}
          >
            Cancel
          </Button>
          <Button write type="submit" variant="primary" loading={create.pending}>
            Create port settings
          </Button>
        </FormFooter>
      </form>
    </>
  )
}
