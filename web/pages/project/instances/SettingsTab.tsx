import type { ReactNode } from 'react'
import type { Instance, InstanceAutoRestartPolicy } from '../../../api/generated/types'
import type { RequestPreview } from '../../../api/request-preview'
import { ChangeConflict } from '../../common/ChangeConflict'
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
import { gibToBytes, validateCpus, validateMemoryGiB } from './sizes'
import { useInstanceSave } from './use-instance-save'

type Ctx = { project: string; instance: Instance }

/**
 * One settings section: a form of its own, saved as this user's changes to the instance
 * (useInstanceSave), with its error or conflict above the fields and its request beside the button.
 */
function SettingsSection({
  title,
  submitLabel,
  form,
  update,
  disabledReason,
  about,
  children,
}: {
  title: string
  submitLabel: string
  form: { submit: () => void; request: (() => RequestPreview | undefined) | undefined }
  update: ReturnType<typeof useInstanceSave>
  disabledReason?: string
  /** What the section shows before its error and fields. */
  about?: ReactNode
  children: ReactNode
}) {
  return (
    <form
      noValidate
      style={{ maxWidth: '32rem' }}
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      <h2>{title}</h2>
      {about}
      <FormErrors errors={update.error ? [update.error.message] : []} />
      <ChangeConflict saver={update} />
      {children}
      <div className="row">
        <Button write type="submit" variant="primary" loading={update.pending} disabledReason={disabledReason}>
          {submitLabel}
        </Button>
        <CopyRequestButton title={`${title}: CLI / API`} request={() => form.request?.()} />
      </div>
    </form>
  )
}

function Resize({ project, instance }: Ctx) {
  const update = useInstanceSave(project, instance, (i) => `Instance ${i.name} resized`)
  const reason = instanceActionDisabled('resize', instance)
  const form = useFormState({
    initial: () => ({ cpus: String(instance.ncpus), memory: String(Math.round(instance.memory / GiB)) }),
    validate: (v) => ({ cpus: validateCpus(v.cpus), memory: validateMemoryGiB(v.memory) }),
    sent: (v) => ({ ncpus: Number(v.cpus), memory: gibToBytes(Number(v.memory)) }),
    // the Resize button says why it is disabled; Enter in a field shows the checks but sends nothing
    onSubmit: (patch) => {
      if (!reason) return update.save(patch)
    },
    request: update.request,
  })
  return (
    <SettingsSection title="Resize" submitLabel="Resize" form={form} update={update} disabledReason={reason}>
      <TextField label="CPUs" required inputMode="numeric" {...form.field('cpus')} />
      <TextField label="Memory (GiB)" required inputMode="numeric" {...form.field('memory')} />
    </SettingsSection>
  )
}

function AutoRestart({ project, instance }: Ctx) {
  const update = useInstanceSave(project, instance, (i) => `Auto-restart policy of ${i.name} updated`)
  // one select, every choice valid: nothing to check
  const form = useFormState({
    initial: () => ({ policy: (instance.autoRestartPolicy ?? '') as string }),
    validate: () => ({}),
    sent: (v) => ({ autoRestartPolicy: (v.policy || null) as InstanceAutoRestartPolicy | null }),
    onSubmit: (patch) => update.save(patch),
    request: update.request,
  })
  const expiry = instance.autoRestartCooldownExpiration
  const about = (
    <PropertiesList
      items={[
        ['Enabled', instance.autoRestartEnabled ? 'Yes' : 'No'],
        ['Cooldown expiration', expiry ? <time dateTime={expiry.toISOString()}>{formatDateTime(expiry)}</time> : null],
        ['Last auto-restarted', instance.timeLastAutoRestarted ? formatDateTime(instance.timeLastAutoRestarted) : null],
        ['Status', instanceAutoRestartDue(instance) ? <Badge color="notice">due for auto-restart</Badge> : null],
      ]}
    />
  )
  return (
    <SettingsSection title="Auto-restart" submitLabel="Save policy" form={form} update={update} about={about}>
      <SelectField label="Policy" options={policyOptions} {...form.field('policy')} />
    </SettingsSection>
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
