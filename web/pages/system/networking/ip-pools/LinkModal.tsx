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

/**
 * Link a pool to a silo, picked from `options` (pools for a silo, or silos for a pool).
 * `fixed` is the side already known.
 */
export function LinkModal({
  fixed,
  pick,
  options,
  loading,
  onClose,
}: {
  fixed: { pool: string } | { silo: string }
  pick: 'pool' | 'silo'
  options: Option[]
  loading: boolean
  onClose: () => void
}) {
  const [choice, setChoice] = useState('')
  const [isDefault, setIsDefault] = useState(false)
  const [touched, setTouched] = useState(false)
  const pool = 'pool' in fixed ? fixed.pool : choice
  const silo = 'silo' in fixed ? fixed.silo : choice
  const link = useApiMutation('systemIpPoolSiloLink', {
    onSuccess: () => {
      addToast({ content: `${pool} linked to ${silo}` })
      onClose()
    },
  })
  const label = pick === 'pool' ? 'IP pool' : 'Silo'
  const error = choice ? undefined : requiredMessage(label)
  const params = () => ({ path: { pool }, body: { silo, isDefault } })
  return (
    <Modal open onClose={onClose} title={pick === 'pool' ? 'Link an IP pool' : 'Link a silo'} width="medium">
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
                ? `Select a${pick === 'pool' ? 'n IP pool' : ' silo'}`
                : `Nothing left to link`
          }
          options={options}
          error={touched ? error : undefined}
        />
        <CheckboxField label="Make it the silo's default pool" checked={isDefault} onChecked={setIsDefault} />
        <div className="form-actions">
          <CopyRequestButton
            title="Link: CLI / API"
            request={() => (error ? undefined : requestPreview('systemIpPoolSiloLink', params()))}
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
