import { useParams } from 'wouter'
import { useQuery } from '../../../../api/reads'
import { to } from '../../../../urls'
import { SideModalForm } from '../../../../ui/SideModal'
import { useFormSave } from '../../../common/use-form-save'
import { TextFields } from '../../../common/fields/TextFields'
import { memberBody, memberDefaults, validateMember } from './member-form'

/** subnet-pools/:subnetPool/members-add: a subnet and the prefix lengths projects may take from it. */
export default function MemberAddPage() {
  const { subnetPool } = useParams<{ subnetPool: string }>()
  const view = useQuery('systemSubnetPoolView', { path: { pool: subnetPool } })
  const version = view.data?.ipVersion
  const { form, shell } = useFormSave('systemSubnetPoolMemberAdd', {
    initial: memberDefaults,
    validate: (v) => validateMember(v, version),
    sent: memberBody,
    params: (body) => ({ path: { pool: subnetPool }, body }),
    created: (m) => `Subnet ${m.subnet} added`,
    back: to.subnetPool({ subnetPool }),
  })
  const bits = version === 'v6' ? 128 : 32
  return (
    <>
      <SideModalForm title="Add subnet" submitLabel="Add subnet" {...shell}>
        <TextFields
          field={form.field}
          fields={[
            {
              key: 'subnet',
              label: 'Subnet',
              required: true,
              placeholder: version === 'v6' ? 'fd00:1122:3344::/48' : '198.51.100.0/24',
            },
            {
              key: 'minPrefix',
              label: 'Minimum prefix length',
              inputMode: 'numeric',
              hint: "The largest block a project may take (a smaller number is a larger block). Empty: the subnet's own width.",
            },
            {
              key: 'maxPrefix',
              label: 'Maximum prefix length',
              inputMode: 'numeric',
              hint: `The smallest block a project may take. Empty: ${bits}.`,
            },
          ]}
        />
      </SideModalForm>
    </>
  )
}
