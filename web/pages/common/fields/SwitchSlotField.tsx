import type { SwitchSlot } from '../../../api/generated/types'
import { SelectField } from '../../../ui/Field'

const switchSlots: { value: SwitchSlot; label: string }[] = [
  { value: 'switch0', label: 'switch0' },
  { value: 'switch1', label: 'switch1' },
]

/** Which of the rack's two switches: the same two choices wherever a form picks one (BFD, loopbacks). */
export function SwitchSlotField({
  label,
  required,
  value,
  onValue,
}: {
  label: string
  required?: boolean
  value: SwitchSlot
  onValue: (slot: SwitchSlot) => void
}) {
  return (
    <SelectField
      label={label}
      required={required}
      value={value}
      options={switchSlots}
      onValue={(slot) => onValue(slot as SwitchSlot)}
    />
  )
}
