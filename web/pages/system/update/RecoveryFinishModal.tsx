import { useState } from 'react'
import { useList } from '../../../api/reads'
import { useWrite } from '../../../api/writes'
import { requestPreview } from '../../../api/request-preview'
import { DialogActions } from '../../../ui/DialogActions'
import { SelectField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { Modal } from '../../../ui/Modal'
import { FormErrors } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'

/**
 * After a recovery ("mupdate") outside the control plane, automatic update stays suspended
 * until the operator names the release now running (systemUpdateRecoveryFinish). Only at
 * support's direction, as the API says; a version that does not match what runs is refused,
 * and the refusal stays in the dialog.
 */
export function RecoveryFinishModal({ running, onClose }: { running?: string; onClose: () => void }) {
  const repos = useList('systemUpdateRepositoryList', { query: {} })
  const [version, setVersion] = useState(running ?? '')
  const finish = useWrite('systemUpdateRecoveryFinish', {
    onSuccess: () => {
      addToast({ content: `Recovery finished: the system manages ${version} again` })
      onClose()
    },
  })
  const versions = repos.items.map((r) => r.systemVersion)
  const options = [...new Set([...(running ? [running] : []), ...versions])].map((v) => ({ value: v, label: v }))
  const params = () => ({ body: { systemVersion: version } })
  return (
    <Modal open onClose={() => !finish.pending && onClose()} title="Finish recovery" width="medium">
      <FormErrors errors={finish.error ? [finish.error.message] : []} />
      <p>
        Software was deployed to the rack outside the control plane (a recovery), so automatic update is suspended. Tell
        the system which release now runs, and it takes charge of the rack's software again from that release.
      </p>
      <p role="note">
        <strong>Only do this at the direction of support.</strong> A version that does not match the running software is
        refused, or leaves update suspended.
      </p>
      <SelectField
        status={<AllItemsStatus state={repos} noun="repositories" onRetry={() => void repos.mutate()} />}
        label="Release now running"
        value={version}
        onValue={setVersion}
        options={options}
        placeholder={repos.isLoading ? 'Loading repositories…' : 'Choose a release'}
        hint={repos.error ? `Could not list the repositories: ${repos.error.message}` : undefined}
      />
      <DialogActions
        submitLabel="Finish recovery"
        copyTitle="Finish recovery: CLI / API"
        request={() => requestPreview('systemUpdateRecoveryFinish', params())}
        pending={finish.pending}
        disabledReason={!version && 'Choose the release now running'}
        holdWhilePending
        onCancel={onClose}
        onSubmit={() => finish.submit(params())}
      />
    </Modal>
  )
}
