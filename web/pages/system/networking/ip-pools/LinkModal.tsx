import { useState } from 'react'
import { useApiMutation } from '../../../../api/hooks'
import { requestPreview } from '../../../../api/request-preview'
import { Button } from '../../../../ui/Button'
import { CopyRequestButton } from '../../../../ui/CopyRequest'
import { CheckboxField, SelectField, type Option } from '../../../../ui/Field'
import { Modal } from '../../../../ui/Modal'
import { FormErrors } from '../../../../ui/SideModal'
import { addToast } from '../../../../ui/Toast'
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
  onClose,
}: {
  kind?: keyof typeof KINDS
  fixed: { pool: string } | { silo: string }
  pick: 'pool' | 'silo'
  options: Option[]
  loading: boolean
  onClose: () => void
}) {
  const { method, noun, aNoun, defaultLabel } = KINDS[kind]
  const [choice, setChoice] = useState('')
  const [isDefault, setIsDefault] = useState(false)
  const [touched, setTouched] = useState(false)
  const pool = 'pool' in fixed ? fixed.pool : choice
  const silo = 'silo' in fixed ? fixed.silo : choice
  // both operations take { path: { pool }, body: { silo, isDefault } }
  const link = useApiMutation(method as 'systemIpPoolSiloLink', {
    onSuccess: () => {
      addToast({ content: `${pool} linked to ${silo}` })
      onClose()
    },
  })
  const label = pick === 'pool' ? noun : 'Silo'
  const error = choice ? undefined : requiredMessage(label)
  const params = () => ({ path: { pool }, body: { silo, isDefault } })
  return (
    <Modal open onClose={onClose} title={pick === 'pool' ? `Link ${aNoun}` : 'Link a silo'} width="medium">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          setTouched(true)
          if (!error) link.mutate(params())
        }}
      >
        <FormErrors errors={link.error ? [link.error.message] : []} />
        <SelectField
          label={label}
          required
          value={choice}
          onValue={setChoice}
          placeholder={
            loading
              ? 'Loading…'
              : options.length
                ? `Select ${pick === 'pool' ? aNoun : 'a silo'}`
                : `Nothing left to link`
          }
          options={options}
          error={touched ? error : undefined}
        />
        <CheckboxField label={defaultLabel} checked={isDefault} onChecked={setIsDefault} />
        <div className="form-actions">
          <CopyRequestButton
            title="Link: CLI / API"
            request={() => (error ? undefined : requestPreview(method, params()))}
          />
          <Button onClick={onClose}>Cancel</Button>
          <Button write type="submit" variant="primary" loading={link.pending}>
            Link
          </Button>
        </div>
      </form>
    </Modal>
  )
}
