import { useList } from '../../../api/reads'
import { SelectField, TextField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormSave } from '../../common/use-form-save'
import { nicDefaults, toNicBody, validateNic } from './nic'
import type { InstanceModalProps } from './use-instance'

export function AddNicModal({ project, instance, onClose }: InstanceModalProps) {
  const { form, shell } = useFormSave('instanceNetworkInterfaceCreate', {
    initial: nicDefaults,
    validate: validateNic,
    sent: toNicBody,
    params: (body) => ({ query: { project, instance: instance.name }, body }),
    created: (nic) => `Network interface ${nic.name} added`,
    back: onClose,
  })
  const { values, set, shown } = form
  const vpcs = useList('vpcList', { query: { project } })
  const subnets = useList('vpcSubnetList', { query: { project, vpc: values.vpc } }, { enabled: Boolean(values.vpc) })
  return (
    <SideModalForm docs="vpcs" title="Add network interface" submitLabel="Add network interface" {...shell}>
      <NameDescriptionFields form={form} />
      <SelectField
        status={<AllItemsStatus state={vpcs} noun="VPCs" onRetry={() => void vpcs.mutate()} />}
        label="VPC"
        required
        value={values.vpc}
        // a subnet belongs to one VPC: changing the VPC clears it
        onValue={(vpc) => form.setValues((old) => ({ ...old, vpc, subnet: '' }))}
        options={(vpcs.data?.items ?? []).map((v) => ({ value: v.name, label: v.name }))}
        placeholder="Select a VPC"
        error={shown.vpc}
      />
      <SelectField
        status={<AllItemsStatus state={subnets} noun="subnets" onRetry={() => void subnets.mutate()} />}
        label="Subnet"
        required
        value={values.subnet}
        onValue={set('subnet')}
        options={(subnets.data?.items ?? []).map((s) => ({ value: s.name, label: `${s.name} (${s.ipv4Block})` }))}
        placeholder={values.vpc ? 'Select a subnet' : 'Select a VPC first'}
        error={shown.subnet}
      />
      <TextField
        label="IP address"
        {...form.field('ip')}
        hint="Optional. Leave empty to have one assigned from the subnet."
        autoComplete="off"
      />
    </SideModalForm>
  )
}
