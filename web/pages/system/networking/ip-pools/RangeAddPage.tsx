import { useParams } from 'wouter'
import { useQuery } from '../../../../api/reads'
import { to } from '../../../../urls'
import { SideModalForm } from '../../../../ui/SideModal'
import { useFormSave } from '../../../common/use-form-save'
import { TextFields } from '../../../common/fields/TextFields'
import { toIpRange, validateIpRange } from './ip-range'

/** ip-pools/:pool/ranges-add: first and last checked before sending (both IPs, same version as the pool, in order). */
export default function RangeAddPage() {
  const { pool } = useParams<{ pool: string }>()
  const view = useQuery('systemIpPoolView', { path: { pool } })
  const { form, shell } = useFormSave('systemIpPoolRangeAdd', {
    initial: { first: '', last: '' },
    validate: (v) => validateIpRange(v.first, v.last, view.data?.ipVersion),
    sent: (v) => toIpRange(v.first, v.last),
    params: (body) => ({ path: { pool }, body }),
    created: (r) => `Range ${r.range.first} – ${r.range.last} added`,
    back: to.ipPool({ pool }),
  })
  const example = view.data?.ipVersion === 'v6' ? '2001:db8::10' : '192.0.2.10'
  return (
    <>
      <SideModalForm docs="ipPools" title="Add IP range" submitLabel="Add range" {...shell}>
        <p className="muted">Both ends are included in the range.</p>
        <TextFields
          field={form.field}
          fields={[
            { key: 'first', label: 'First address', required: true, placeholder: example },
            { key: 'last', label: 'Last address', required: true },
          ]}
        />
      </SideModalForm>
    </>
  )
}
