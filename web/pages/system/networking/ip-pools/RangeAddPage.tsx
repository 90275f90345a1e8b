import { useLocation, useParams } from 'wouter'
import { useApiMutation, useApiQuery } from '../../../../api/hooks'
import { requestPreview } from '../../../../api/request-preview'
import { pb } from '../../../../paths'
import { TextField } from '../../../../ui/Field'
import { SideModalForm } from '../../../../ui/SideModal'
import { addToast } from '../../../../ui/Toast'
import { useFormState } from '../../../../ui/use-form'
import IpPoolPage from './IpPoolPage'
import { toIpRange, validateIpRange } from './ip-range'

/** ip-pools/:pool/ranges-add: first and last checked before sending (both IPs, same version as the pool, in order). */
export default function RangeAddPage() {
  const { pool } = useParams<{ pool: string }>()
  const [, navigate] = useLocation()
  const view = useApiQuery('systemIpPoolView', { path: { pool } })
  const back = () => navigate(pb.ipPool({ pool }))
  const add = useApiMutation('systemIpPoolRangeAdd', {
    onSuccess: (r) => {
      addToast({ content: `Range ${r.range.first} – ${r.range.last} added` })
      back()
    },
  })
  const form = useFormState({
    initial: { first: '', last: '' },
    validate: (v) => validateIpRange(v.first, v.last, view.data?.ipVersion),
    sent: (v) => ({ path: { pool }, body: toIpRange(v.first, v.last) }),
    onSubmit: add.mutate,
    request: (params) => requestPreview('systemIpPoolRangeAdd', params),
  })
  const { values, set, shown } = form
  const example = view.data?.ipVersion === 'v6' ? '2001:db8::10' : '192.0.2.10'
  return (
    <>
      <IpPoolPage />
      <SideModalForm
        docs="ipPools"
        title="Add IP range"
        submitLabel="Add range"
        pending={add.pending}
        errors={add.error ? [add.error.message] : []}
        onClose={back}
        onSubmit={form.submit}
        request={form.request}
      >
        <p className="muted">Both ends are included in the range.</p>
        <TextField
          label="First address"
          required
          placeholder={example}
          value={values.first}
          onValue={set('first')}
          error={shown.first}
          autoComplete="off"
        />
        <TextField
          label="Last address"
          required
          value={values.last}
          onValue={set('last')}
          error={shown.last}
          autoComplete="off"
        />
      </SideModalForm>
    </>
  )
}
