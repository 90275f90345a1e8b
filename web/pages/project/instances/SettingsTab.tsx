import type { Instance, InstanceAutoRestartPolicy } from '../../../api/generated/types'
import { ChangeConflict } from '../../common/ChangeConflict'
import { requestPreview } from '../../../api/request-preview'
import { instanceActionDisabled, instanceAutoRestartDue } from '../../../api/rules/instances'
import { Badge } from '../../../ui/Badge'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { SelectField, TextField } from '../../../ui/Field'
import { PropertiesList } from '../../../ui/PropertiesList'
import { FormErrors } from '../../../ui/SideModal'
import { useFormState } from '../../../ui/use-form'
import { GiB } from '../../../util/format'
import { formatDateTime } from '../../../util/time'
import { policyOptions } from './create-values'
import { InstanceAffinityGroups } from './InstanceAffinityGroups'
import { InstanceFrame } from './InstanceFrame'
import { gibToBytes, updateBody, validateCpus, validateMemoryGiB } from './sizes'
import { useInstanceSave } from './use-instance-save'

function Resize({ project, instance }: { project: string; instance: Instance }) {
  const update = useInstanceSave(project, instance, (i) => `Instance ${i.name} resized`)
  const reason = instanceActionDisabled('resize', instance)
  const form = useFormState({
    initial: () => ({ cpus: String(instance.ncpus), memory: String(Math.round(instance.memory / GiB)) }),
    validate: (v) => ({ cpus: validateCpus(v.cpus), memory: validateMemoryGiB(v.memory) }),
    sent: (v) => ({
      path: { instance: instance.name },
      query: { project },
      body: updateBody(instance, { ncpus: Number(v.cpus), memory: gibToBytes(Number(v.memory)) }),
    }),
    // the Resize button says why it is disabled; Enter in a field shows the checks but sends nothing
    onSubmit: ({ body }) => {
      if (!reason) void update.save({ ncpus: body.ncpus, memory: body.memory })
    },
    request: (params) => requestPreview('instanceUpdate', params),
  })
  const { values, set, shown } = form
  return (
    <form
      noValidate
      style={{ maxWidth: '32rem' }}
      aria-label="Resize"
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      <h2>Resize</h2>
      <FormErrors errors={update.error ? [update.error.message] : []} />
      <ChangeConflict saver={update} />
      <TextField
        label="CPUs"
        required
        inputMode="numeric"
        value={values.cpus}
        onValue={set('cpus')}
        error={shown.cpus}
      />
      <TextField
        label="Memory (GiB)"
        required
        inputMode="numeric"
        value={values.memory}
        onValue={set('memory')}
        error={shown.memory}
      />
      <div className="row">
        <Button write type="submit" variant="primary" loading={update.pending} disabledReason={reason}>
          Resize
        </Button>
        <CopyRequestButton title="Resize: CLI / API" request={() => form.request?.()} />
      </div>
    </form>
  )
}

function AutoRestart({ project, instance }: { project: string; instance: Instance }) {
  const update = useInstanceSave(project, instance, (i) => `Auto-restart policy of ${i.name} updated`)
  // one select, every choice valid: nothing to check
  const form = useFormState({
    initial: () => ({ policy: (instance.autoRestartPolicy ?? '') as string }),
    validate: () => ({}),
    sent: (v) => ({
      path: { instance: instance.name },
      query: { project },
      body: updateBody(instance, { autoRestartPolicy: (v.policy || null) as InstanceAutoRestartPolicy | null }),
    }),
    onSubmit: ({ body }) => void update.save({ autoRestartPolicy: body.autoRestartPolicy }),
    request: (params) => requestPreview('instanceUpdate', params),
  })
  const expiry = instance.autoRestartCooldownExpiration
  return (
    <form
      noValidate
      style={{ maxWidth: '32rem' }}
      aria-label="Auto-restart"
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      <h2>Auto-restart</h2>
      <PropertiesList
        items={[
          ['Enabled', instance.autoRestartEnabled ? 'Yes' : 'No'],
          [
            'Cooldown expiration',
            expiry ? <time dateTime={expiry.toISOString()}>{formatDateTime(expiry)}</time> : null,
          ],
          [
            'Last auto-restarted',
            instance.timeLastAutoRestarted ? formatDateTime(instance.timeLastAutoRestarted) : null,
          ],
          ['Status', instanceAutoRestartDue(instance) ? <Badge color="notice">due for auto-restart</Badge> : null],
        ]}
      />
      <FormErrors errors={update.error ? [update.error.message] : []} />
      <ChangeConflict saver={update} />
      <SelectField label="Policy" value={form.values.policy} onValue={form.set('policy')} options={policyOptions} />
      <div className="row">
        <Button write type="submit" variant="primary" loading={update.pending}>
          Save policy
        </Button>
        <CopyRequestButton title="Auto-restart: CLI / API" request={() => form.request?.()} />
      </div>
    </form>
  )
}

export default function SettingsTab() {
  return (
    <InstanceFrame>
      {(ctx) => (
        // the forms start from the instance's values on mount and are not reset by polling
        <div className="stack">
          <Resize {...ctx} />
          <AutoRestart {...ctx} />
          <InstanceAffinityGroups {...ctx} />
        </div>
      )}
    </InstanceFrame>
  )
}
