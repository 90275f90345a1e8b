import { useState } from 'react'
import type { SystemNetworkingSettings } from '../../../api/generated/types'
import { networkingSettingsShape } from '../../../api/change-shapes'
import { readOnce } from '../../../api/hooks'
import { useQuery } from '../../../api/reads'
import { requestPreview } from '../../../api/request-preview'
import { useDocumentSave } from '../../../api/document-save'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { CheckboxField } from '../../../ui/Field'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import { Spinner } from '../../../ui/Spinner'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { useWriteGate } from '../../../ui/write-gate'
import { ChangeConflict } from '../../common/ChangeConflict'
import { useFleetAccess } from '../use-fleet-access'
import { ErrorBox } from '../../../ui/ErrorBox'

const NO_CHANGES = 'No changes to save'

const updateParams = (s: SystemNetworkingSettings) => ({
  body: { externalJumboFramesOptInEnabled: s.externalJumboFramesOptInEnabled },
})

/**
 * /system/networking/settings: the fleet-wide networking settings (systemNetworkingSettingsView /
 * Update). Fleet viewers see them; only fleet admins save (the write gate). Today the one setting is
 * the external jumbo frames opt-in; its meaning is nexus.json's.
 */
export default function NetworkingSettingsPage() {
  useFleetAccess()
  const { data, error } = useQuery('systemNetworkingSettingsView', {}, { throwOnError: true })
  return (
    <>
      <PageHeader docs="rackNetworking" title="Networking settings" />
      {data === undefined ? (
        error ? (
          <ErrorBox>{error.error.message}</ErrorBox>
        ) : (
          <Spinner label="Loading networking settings" />
        )
      ) : (
        <SettingsForm current={data} />
      )}
    </>
  )
}

/**
 * The values typed are a draft kept across an expired session (useFormState); a save applies this
 * user's change to the settings as they are now, and a clash with someone else's is shown.
 */
function SettingsForm({ current }: { current: SystemNetworkingSettings }) {
  const gate = useWriteGate()
  const [opened, setOpened] = useState(current)
  const saver = useDocumentSave({
    read: () => readOnce('systemNetworkingSettingsView', {}),
    shape: networkingSettingsShape,
    method: 'systemNetworkingSettingsUpdate',
    params: updateParams,
    onSaved: (s: SystemNetworkingSettings) => {
      setOpened(s)
      form.reset({ jumbo: s.externalJumboFramesOptInEnabled })
      addToast({
        content: `External jumbo frames opt-in ${s.externalJumboFramesOptInEnabled ? 'enabled' : 'disabled'}`,
      })
    },
    onKept: (fresh) => {
      setOpened(fresh)
      form.reset({ jumbo: fresh.externalJumboFramesOptInEnabled })
      addToast({ content: 'Nothing saved: the other change was kept' })
    },
  })
  const form = useFormState({
    initial: { jumbo: current.externalJumboFramesOptInEnabled },
    validate: () => ({}),
    sent: (v): SystemNetworkingSettings => ({ externalJumboFramesOptInEnabled: v.jumbo }),
    onSubmit: (next) => saver.submit(networkingSettingsShape(opened, next)),
    request: (next) => requestPreview('systemNetworkingSettingsUpdate', updateParams(next)),
  })
  const jumbo = form.values.jumbo
  return (
    <form
      aria-label="Networking settings"
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      <PropertiesList
        items={[['External jumbo frames opt-in', current.externalJumboFramesOptInEnabled ? 'Enabled' : 'Disabled']]}
      />
      <h2>Jumbo frames</h2>
      <CheckboxField
        label="Let instances opt in to jumbo frames"
        checked={jumbo}
        onChecked={form.set('jumbo')}
        disabledReason={gate}
        hint={
          <>
            When on, instances may opt in to jumbo frames (8500 byte MTU) on their primary interface. When off, an
            instance's opt-in is ignored and its interfaces are created with the default MTU.
          </>
        }
      />
      {saver.error && <ErrorBox>{saver.error.message}</ErrorBox>}
      <ChangeConflict saver={saver} />
      <div className="row">
        <Button
          write
          type="submit"
          variant="primary"
          loading={saver.pending}
          disabledReason={jumbo === opened.externalJumboFramesOptInEnabled && NO_CHANGES}
        >
          Save settings
        </Button>
        <CopyRequestButton title="Update networking settings: CLI / API" request={() => form.request?.()} />
      </div>
    </form>
  )
}
