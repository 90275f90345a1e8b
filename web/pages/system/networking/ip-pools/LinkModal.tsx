import type { ReactNode } from 'react'
import { useWrite } from '../../../../api/writes'
import { requestPreview } from '../../../../api/request-preview'
import { CheckboxField, SelectField, type Option } from '../../../../ui/Field'
import { ModalForm } from '../../../../ui/ModalForm'
import { addToast } from '../../../../ui/Toast'
import { useFormState } from '../../../../ui/use-form'
import { requiredMessage } from '../../../../util/validate'

/** The two kinds of pool a silo links to: the same request shape, other words. */
const KINDS = {
  ip: {
    method: 'systemIpPoolSiloLink',
    noun: 'IP pool',
    aNoun: 'an IP pool',
    defaultLabel: "Make it the silo's default pool",
  },
  subnet: {
    method: 'systemSubnetPoolSiloLink',
    noun: 'Subnet pool',
    aNoun: 'a subnet pool',
    defaultLabel: "Make it the silo's default subnet pool",
  },
} as const

/**
 * Link an IP or subnet pool to a silo, picked from `options` (pools for a silo, or silos for a
 * pool). `fixed` is the side already known.
 */
export function LinkModal({
  kind = 'ip',
  fixed,
  pick,
  options,
  loading,
  status,
  onClose,
}: {
  kind?: keyof typeof KINDS
  fixed: { pool: string } | { silo: string }
  pick: 'pool' | 'silo'
  options: Option[]
  loading: boolean
  /** The options' all-items status line (AllItemsStatus): loading, or a load cut short. */
  status?: ReactNode
  onClose: () => void
}) {
  const { method, noun, aNoun, defaultLabel } = KINDS[kind]
  const label = pick === 'pool' ? noun : 'Silo'
  const form = useFormState({
    initial: { choice: '', isDefault: false },
    validate: (v) => ({ choice: v.choice ? undefined : requiredMessage(label) }),
    // both operations take { path: { pool }, body: { silo, isDefault } }
    sent: (v) => ({
      path: { pool: 'pool' in fixed ? fixed.pool : v.choice },
      body: { silo: 'silo' in fixed ? fixed.silo : v.choice, isDefault: v.isDefault },
    }),
    onSubmit: (params) => link.written(params),
    request: (params) => requestPreview(method, params),
  })
  const { values, set, shown } = form
  const { path, body } = form.sent()
  const link = useWrite(method as 'systemIpPoolSiloLink', {
    onSuccess: () => {
      addToast({ content: `${path.pool} linked to ${body.silo}` })
      onClose()
    },
  })
  return (
    <ModalForm
      title={pick === 'pool' ? `Link ${aNoun}` : 'Link a silo'}
      width="medium"
      form={form}
      write={link}
      submitLabel="Link"
      copyTitle="Link: CLI / API"
      onClose={onClose}
    >
      <SelectField
        label={label}
        required
        value={values.choice}
        onValue={set('choice')}
        placeholder={
          loading
            ? 'Loading…'
            : options.length
              ? `Select ${pick === 'pool' ? aNoun : 'a silo'}`
              : `Nothing left to link`
        }
        options={options}
        status={status}
        error={shown.choice}
      />
      <CheckboxField label={defaultLabel} checked={values.isDefault} onChecked={set('isDefault')} />
    </ModalForm>
  )
}
