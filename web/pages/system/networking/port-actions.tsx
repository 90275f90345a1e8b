import { useLocation } from 'wouter'
import type { SwitchPort } from '../../../api/generated/types'
import { useWrite } from '../../../api/writes'
import { useList } from '../../../api/reads'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import { SelectField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { ModalForm } from '../../../ui/ModalForm'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { portLabel, portSel } from './port-cells'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'

/** Pick a settings object and apply it to the port; a refusal stays in the dialog. */
export function ApplySettingsModal({ port, onClose }: { port: SwitchPort; onClose: () => void }) {
  const settings = useList('networkingSwitchPortSettingsList', { query: {} })
  const apply = useWrite(
    'networkingSwitchPortApplySettings',
    (body: { portSettings: string }) => ({ ...portSel(port), body }),
    {
      onSuccess: (_d, body) => {
        addToast({ content: `Settings ${body.portSettings} applied to ${portLabel(port)}` })
        onClose()
      },
    },
  )
  const form = useFormState({
    initial: { portSettings: '' },
    validate: (v) => ({ portSettings: v.portSettings ? undefined : 'Port settings are required' }),
    onSubmit: (body) => {
      if (!apply.pending) return apply.written(body)
    },
    request: apply.request,
  })
  const items = settings.data?.items ?? []
  const current = items.find((s) => s.id === port.portSettingsId)
  return (
    <ModalForm
      title={`Apply settings to ${portLabel(port)}`}
      form={form}
      write={apply}
      readErrors={settings.error ? [settings.error.message] : []}
      submitLabel="Apply settings"
      disabledReason={settings.data && items.length === 0 ? 'No port settings to apply' : undefined}
      onClose={onClose}
      holdWhilePending
    >
      {current && <p className="muted">Currently applied: {current.name}. Applying other settings replaces them.</p>}
      {settings.data && items.length === 0 ? (
        <p>No switch port settings exist yet; create some under Switch port settings first.</p>
      ) : (
        <SelectField
          status={<AllItemsStatus state={settings} noun="port settings" onRetry={() => void settings.mutate()} />}
          label="Port settings"
          required
          value={form.values.portSettings}
          placeholder={settings.data ? 'Select port settings' : 'Loading…'}
          options={items.map((s) => ({
            value: s.name,
            label: s.description ? `${s.name} — ${s.description}` : s.name,
          }))}
          onValue={form.set('portSettings')}
          error={form.shown.portSettings}
        />
      )}
    </ModalForm>
  )
}

/** Row / header actions for a switch port. `openApply` shows the ApplySettingsModal for the port. */
export function useSwitchPortActions(openApply: (p: SwitchPort) => void, { withView = true } = {}) {
  const confirm = useConfirmedWrite()
  const [, navigate] = useLocation()
  return (p: SwitchPort): MenuAction[] => [
    ...(withView
      ? [
          {
            label: 'View port and LLDP',
            onSelect: () => navigate(to.switchPort({ rackId: p.rackId, switchSlot: p.switchSlot, port: p.portName })),
          },
        ]
      : []),
    { label: 'Apply settings', onSelect: () => openApply(p) },
    confirm.menuAction({
      label: 'Clear settings',
      title: 'Clear port settings',
      danger: true,
      disabled: p.portSettingsId ? undefined : 'No settings are applied to this port',
      content: (
        <p>
          Clear the settings of <strong>{portLabel(p)}</strong>? Its links go down and its addresses, routes and BGP
          sessions are removed.
        </p>
      ),
      errorTitle: 'Could not clear port settings',
      method: 'networkingSwitchPortClearSettings',
      params: portSel(p),
      success: `Settings cleared from ${portLabel(p)}`,
    }),
  ]
}
