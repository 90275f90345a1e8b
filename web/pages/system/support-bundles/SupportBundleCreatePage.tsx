import { to } from '../../../urls'
import { TextAreaField } from '../../../ui/Field'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormSave } from '../../common/use-form-save'

/**
 * system/support-bundles-new: the reason goes in the bundle's comment, for whoever reads it later.
 * What is typed is kept as a draft across an expired session (useFormState).
 */
export default function SupportBundleCreatePage() {
  const { form, shell } = useFormSave('supportBundleCreate', {
    initial: { reason: '' },
    validate: () => ({}),
    sent: (v) => v.reason.trim() || null,
    params: (userComment) => ({ body: { userComment } }),
    created: () => 'Support bundle requested; collecting',
    back: to.supportBundles(),
    then: (b) => to.supportBundle({ bundleId: b.id }),
  })
  return (
    <SideModalForm docs="supportBundles" title="New support bundle" submitLabel="Create bundle" {...shell}>
      <TextAreaField
        label="Reason"
        rows={4}
        value={form.values.reason}
        onValue={form.set('reason')}
        hint="What happened and when; saved as the bundle's comment."
      />
    </SideModalForm>
  )
}
