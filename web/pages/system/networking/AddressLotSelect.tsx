import { useList } from '../../../api/reads'
import { SelectField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'

/** The required "Address lot" pick of the announce set and loopback forms, by name, over every lot. */
export function AddressLotSelect({
  value,
  onValue,
  error,
}: {
  value: string
  onValue: (lot: string) => void
  error?: string
}) {
  const lots = useList('networkingAddressLotList', { query: {} })
  return (
    <SelectField
      status={<AllItemsStatus state={lots} noun="address lots" onRetry={() => void lots.mutate()} />}
      label="Address lot"
      required
      value={value}
      placeholder="Select an address lot"
      options={(lots.data?.items ?? []).map((l) => ({ value: l.name, label: l.name }))}
      onValue={onValue}
      error={error}
    />
  )
}
