import { to } from '../../../urls'
import { Button } from '../../../ui/Button'
import { SelectField, TextField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormSave } from '../../common/use-form-save'
import { addressLotBody, addressLotDefaults, addressLotSummary, validateAddressLot, type Block } from './validate'

const kindOptions = [
  { value: 'infra', label: 'Infrastructure' },
  { value: 'pool', label: 'Pool' },
]

export default function AddressLotCreatePage() {
  const { form, shell } = useFormSave('networkingAddressLotCreate', {
    initial: addressLotDefaults,
    validate: validateAddressLot,
    // every problem is listed at the top as well once submitted, each block's named
    summary: addressLotSummary,
    sent: addressLotBody,
    params: (body) => ({ body }),
    created: (r) => `Address lot ${r.lot.name} created`,
    back: to.addressLots(),
    then: (r) => to.addressLot({ addressLot: r.lot.name }),
  })
  const { values: v, setValues, set, shown } = form
  const setBlocks = (blocks: (old: Block[]) => Block[]) => setValues((old) => ({ ...old, blocks: blocks(old.blocks) }))
  const setBlock = (i: number, patch: Partial<Block>) =>
    setBlocks((blocks) => blocks.map((b, j) => (j === i ? { ...b, ...patch } : b)))
  return (
    <>
      <SideModalForm docs="rackNetworking" title="Create address lot" submitLabel="Create address lot" {...shell}>
        <NameDescriptionFields form={form} />
        <SelectField
          label="Kind"
          value={v.kind}
          options={kindOptions}
          onValue={(kind) => set('kind')(kind as 'infra' | 'pool')}
        />
        <fieldset>
          <legend>Blocks</legend>
          {v.blocks.map((b, i) => (
            <div key={i} role="group" aria-label={`Block ${i + 1}`}>
              <TextField
                label={`Block ${i + 1} first address`}
                required
                value={b.first}
                onValue={(first) => setBlock(i, { first })}
                error={shown[`block-${i}-first`]}
                autoComplete="off"
              />
              <TextField
                label={`Block ${i + 1} last address`}
                required
                value={b.last}
                onValue={(last) => setBlock(i, { last })}
                error={shown[`block-${i}-last`]}
                autoComplete="off"
              />
              {v.blocks.length > 1 && (
                <Button size="sm" onClick={() => setBlocks((blocks) => blocks.filter((_, j) => j !== i))}>
                  Remove block {i + 1}
                </Button>
              )}
            </div>
          ))}
          <Button size="sm" onClick={() => setBlocks((blocks) => [...blocks, { first: '', last: '' }])}>
            Add block
          </Button>
        </fieldset>
      </SideModalForm>
    </>
  )
}
