import { useState } from 'react'
import { useApiMutation, usePageQuery } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { CheckboxField } from '../../../ui/Field'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import { Spinner } from '../../../ui/Spinner'
import { addToast } from '../../../ui/Toast'
import { useWriteGate } from '../../../ui/write-gate'
import { useFleetAccess } from '../use-fleet-access'
import { ErrorBox } from '../../../ui/ErrorBox'

export const NO_CHANGES = 'No changes to save'

const updateParams = (jumbo: boolean) => ({ body: { externalJumboFramesOptInEnabled: jumbo } })

/**
 * /system/networking/settings: the fleet-wide networking settings (systemNetworkingSettingsView /
 * Update). Fleet viewers see them; only fleet admins save (the write gate). Today the one setting is
 * the external jumbo frames opt-in; its meaning is nexus.json's.
 */
export default function NetworkingSettingsPage() {
  useFleetAccess()
  const { data, error } = usePageQuery('systemNetworkingSettingsView', {})
  const [draft, setDraft] = useState<boolean>()
  const gate = useWriteGate()
  const update = useApiMutation('systemNetworkingSettingsUpdate', {
    onSuccess: (s) => {
      setDraft(undefined)
      addToast({
        content: `External jumbo frames opt-in ${s.externalJumboFramesOptInEnabled ? 'enabled' : 'disabled'}`,
      })
    },
  })
  const current = data?.externalJumboFramesOptInEnabled
  const jumbo = draft ?? current ?? false
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
        <form
          aria-label="Networking settings"
          onSubmit={(e) => {
            e.preventDefault()
            update.mutate(updateParams(jumbo))
          }}
        >
          <PropertiesList items={[['External jumbo frames opt-in', current ? 'Enabled' : 'Disabled']]} />
          <h2>Jumbo frames</h2>
          <CheckboxField
            label="Let instances opt in to jumbo frames"
            checked={jumbo}
            onChecked={setDraft}
            disabledReason={gate}
            hint={
              <>
                When on, instances may opt in to jumbo frames (8500 byte MTU) on their primary interface. When off, an
                instance's opt-in is ignored and its interfaces are created with the default MTU.
              </>
            }
          />
          {update.error && <ErrorBox>{update.error.message}</ErrorBox>}
          <div className="row">
            <Button
              write
              type="submit"
              variant="primary"
              loading={update.pending}
              disabledReason={jumbo === current && NO_CHANGES}
            >
              Save settings
            </Button>
            <CopyRequestButton
              title="Update networking settings: CLI / API"
              request={() => requestPreview('systemNetworkingSettingsUpdate', updateParams(jumbo))}
            />
          </div>
        </form>
      )}
    </>
  )
}
