import { useState } from 'react'
import { useLocation } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { Button } from '../../../ui/Button'
import { SelectField, TextAreaField, TextField } from '../../../ui/Field'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import AddressLotsPage from './AddressLotsPage'
import { addressLotErrors, validateBlock, type AddressLotValues } from './validate'

const kindOptions = [
  { value: 'infra', label: 'Infrastructure' },
  { value: 'pool', label: 'Pool' },
]

export default function AddressLotCreatePage() {
  const [, navigate] = useLocation()
  const [v, setV] = useState<AddressLotValues>({
    name: '',
    description: '',
    kind: 'infra',
    blocks: [{ first: '', last: '' }],
  })
  const [touched, setTouched] = useState(false)
  const create = useApiMutation('networkingAddressLotCreate', {
    onSuccess: (r) => {
      addToast({ content: `Address lot ${r.lot.name} created` })
      navigate(pb.addressLot({ addressLot: r.lot.name }))
    },
  })
  const errors = addressLotErrors(v)
  const params = () => ({
    body: {
      name: v.name.trim(),
      description: v.description,
      kind: v.kind,
      blocks: v.blocks.map((b) => ({ firstAddress: b.first.trim(), lastAddress: b.last.trim() })),
    },
  })
  const setBlock = (i: number, patch: Partial<{ first: string; last: string }>) =>
    setV({ ...v, blocks: v.blocks.map((b, j) => (j === i ? { ...b, ...patch } : b)) })
  return (
    <>
      <AddressLotsPage />
      <SideModalForm
        docs="rackNetworking"
        title="Create address lot"
        submitLabel="Create address lot"
        pending={create.pending}
        errors={
          touched
            ? [...errors, ...(create.error ? [create.error.message] : [])]
            : create.error
              ? [create.error.message]
              : []
        }
        onClose={() => navigate(pb.addressLots())}
        onSubmit={() => {
          setTouched(true)
          if (errors.length === 0) create.mutate(params())
        }}
        request={() => (errors.length === 0 ? requestPreview('networkingAddressLotCreate', params()) : undefined)}
      >
        <TextField label="Name" required value={v.name} onValue={(name) => setV({ ...v, name })} autoComplete="off" />
        <TextAreaField
          label="Description"
          value={v.description}
          onValue={(description) => setV({ ...v, description })}
        />
        <SelectField
          label="Kind"
          value={v.kind}
          options={kindOptions}
          onValue={(kind) => setV({ ...v, kind: kind as 'infra' | 'pool' })}
        />
        <fieldset>
          <legend>Blocks</legend>
          {v.blocks.map((b, i) => {
            const e = touched ? validateBlock(b.first, b.last) : {}
            return (
              <div key={i} role="group" aria-label={`Block ${i + 1}`}>
                <TextField
                  label={`Block ${i + 1} first address`}
                  required
                  value={b.first}
                  onValue={(first) => setBlock(i, { first })}
                  error={e.first}
                  autoComplete="off"
                />
                <TextField
                  label={`Block ${i + 1} last address`}
                  required
                  value={b.last}
                  onValue={(last) => setBlock(i, { last })}
                  error={e.last}
                  autoComplete="off"
                />
                {v.blocks.length > 1 && (
                  <Button size="sm" onClick={() => setV({ ...v, blocks: v.blocks.filter((_, j) => j !== i) })}>
                    Remove block {i + 1}
                  </Button>
                )}
              </div>
            )
          })}
          <Button size="sm" onClick={() => setV({ ...v, blocks: [...v.blocks, { first: '', last: '' }] })}>
            Add block
          </Button>
        </fieldset>
      </SideModalForm>
    </>
  )
}
