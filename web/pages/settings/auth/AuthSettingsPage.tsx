import { useState } from 'react'
import type { SiloAuthSettings } from '../../../api/generated/types'
import { authSettingsShape } from '../../../api/change-shapes'
import { readOnce } from '../../../api/hooks'
import { useQuery } from '../../../api/reads'
import { useDocumentSave } from '../../../api/document-save'
import { FormErrors } from '../../../ui/SideModal'
import { ChangeConflict } from '../../common/ChangeConflict'
import { Button } from '../../../ui/Button'
import { confirmAction } from '../../../ui/ConfirmDialog'
import { SelectField, TextField } from '../../../ui/Field'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { formatTtl, formToTtl, isShortening, ttlToForm, validateTtl, type TtlForm, type TtlUnit } from './ttl'

const unitOptions: { value: TtlUnit; label: string }[] = [
  { value: 'hours', label: 'Hours' },
  { value: 'days', label: 'Days' },
  { value: 'none', label: 'No limit' },
]

const NOT_ADMIN_REASON = 'Only silo admins can change the silo authentication settings'

/** The silo's authentication settings (authSettingsView/Update): the device-token max lifetime. */
export default function AuthSettingsPage() {
  const { data: settings } = useQuery('authSettingsView', {}, { throwOnError: true })
  const me = useQuery('currentUserView', {})
  const current = settings?.deviceTokenMaxTtlSeconds ?? null
  return (
    <>
      <PageHeader docs="tokens" title="Authentication" />
      <PropertiesList items={[['Device token max lifetime', settings ? formatTtl(current) : '…']]} />
      <p className="hint">
        Access tokens created by signing in from a device (e.g. the CLI) expire after at most this long. Existing tokens
        keep their expiry.
      </p>
      {settings &&
        me.data &&
        (me.data.siloAdmin ? (
          <TtlEditForm current={current} />
        ) : (
          <p role="note">{NOT_ADMIN_REASON}; you can only view them.</p>
        ))}
    </>
  )
}

/**
 * Saves the lifetime on the settings as they are now: if someone else changed it since
 * the page loaded, both values are shown and the user chooses.
 */
function TtlEditForm({ current }: { current: number | null }) {
  // the base of the next save: as the page opened, then as this user last saved it (the form stays)
  const [opened, setOpened] = useState<SiloAuthSettings>(() => ({ siloId: '', deviceTokenMaxTtlSeconds: current }))
  const saver = useDocumentSave({
    read: () => readOnce('authSettingsView', {}),
    shape: authSettingsShape,
    method: 'authSettingsUpdate',
    params: (s: SiloAuthSettings) => ({
      body: { deviceTokenMaxTtlSeconds: s.deviceTokenMaxTtlSeconds ?? null },
    }),
    onSaved: (s: SiloAuthSettings) => {
      setOpened(s)
      addToast({
        content: `Device token max lifetime set to ${formatTtl(s.deviceTokenMaxTtlSeconds ?? null).toLowerCase()}`,
        variant: 'success',
      })
    },
    onKept: (fresh) => {
      setOpened(fresh)
      addToast({ content: 'Nothing saved: the other change was kept', variant: 'info' })
    },
  })
  const edits = (next: number | null) => authSettingsShape(opened, { ...opened, deviceTokenMaxTtlSeconds: next })

  // settles with whether the save was made: the form keeps its draft until then
  const onSubmit = (next: number | null) => {
    if (next === current)
      return void addToast({ content: 'Nothing to save: the lifetime is unchanged', variant: 'info' })
    if (isShortening(current, next)) {
      // a dismissed dialog saves nothing: what was typed stays
      const made = saver.expect()
      confirmAction({
        title: 'Shorten device token lifetime',
        content: (
          <p>
            New device tokens will expire after at most <strong>{formatTtl(next)}</strong> (now{' '}
            {formatTtl(current).toLowerCase()}). Users will have to sign in again sooner.
          </p>
        ),
        actionLabel: 'Shorten lifetime',
        doAction: () => saver.save(edits(next)),
        errorTitle: 'Could not update the authentication settings',
      })
      return made
    }
    return saver.submit(edits(next))
  }

  const form = useFormState({
    initial: (): TtlForm => ttlToForm(current),
    validate: (f: TtlForm) => ({ value: validateTtl(f) }),
    sent: formToTtl,
    onSubmit,
  })
  const { values, set } = form
  return (
    <form
      aria-label="Device token lifetime"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      <h2>Change the lifetime</h2>
      <FormErrors errors={saver.error ? [saver.error.message] : []} />
      <ChangeConflict saver={saver} />
      <SelectField
        label="Limit"
        value={values.unit}
        onValue={(unit) => set('unit')(unit as TtlUnit)}
        options={unitOptions}
      />
      {values.unit !== 'none' && (
        <TextField
          label={`Max lifetime (${values.unit})`}
          inputMode="numeric"
          required
          {...form.field('value')}
          hint="A whole number, at least 1"
        />
      )}
      <div className="form-actions">
        <Button type="submit" variant="primary" loading={saver.pending}>
          Save
        </Button>
      </div>
    </form>
  )
}
