import type { IpVersion } from '../../../../api/generated/types'
import { SelectField } from '../../../../ui/Field'
import { NameDescriptionFields } from '../../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../../ui/SideModal'
import { useShellForm, type FormShellProps } from '../../../../ui/use-form'
import { sentNamed, validateNamed } from '../../../common/NamedForm'

export type IpPoolFormValues = { name: string; description: string; ipVersion: IpVersion }
export const ipPoolDefaults: IpPoolFormValues = { name: '', description: '', ipVersion: 'v4' }

const versionOptions = [
  { value: 'v4', label: 'IPv4' },
  { value: 'v6', label: 'IPv6' },
]

/** Create (with IP version) and edit (name and description: IpPoolUpdate has nothing else). */
export function IpPoolForm({ withVersion, ...props }: FormShellProps<IpPoolFormValues> & { withVersion: boolean }) {
  const form = useShellForm(props, { validate: validateNamed, sent: sentNamed })
  const { values, set } = form
  return (
    <SideModalForm docs="ipPools" {...form.shell}>
      <NameDescriptionFields form={form} />
      {withVersion && (
        <SelectField
          label="IP version"
          value={values.ipVersion}
          options={versionOptions}
          onValue={(v) => set('ipVersion')(v as IpVersion)}
        />
      )}
    </SideModalForm>
  )
}
