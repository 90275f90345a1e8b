import { to } from '../../../urls'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormSave } from '../../common/use-form-save'
import { TextFileField } from '../certificates/TextFileField'
import { parseTrustRoot } from './update-status'

/** system/update/trust-roots-new: paste or load a TUF root.json. */
export default function TrustRootCreatePage() {
  const { form, shell } = useFormSave('systemUpdateTrustRootCreate', {
    initial: { root: '' },
    validate: (v) => ({ root: parseTrustRoot(v.root).error }),
    sent: (v) => parseTrustRoot(v.root).value,
    params: (body) => ({ body }),
    created: () => 'Trust root added',
    back: to.systemUpdate(),
    then: (root) => to.trustRoot({ trustRootId: root.id }),
  })
  return (
    <SideModalForm docs="updates" title="Add trust root" submitLabel="Add trust root" {...shell}>
      <TextFileField
        label="Root role JSON"
        required
        rows={10}
        {...form.field('root')}
        hint="The root.json of the update repository's TUF metadata."
      />
    </SideModalForm>
  )
}
