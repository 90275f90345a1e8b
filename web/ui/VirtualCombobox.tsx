/**
 * A searchable picker over any number of options (issue #21: thousands of
 * projects, disks, images). headlessui's Combobox in its `virtual` mode keeps
 * only the visible options in the DOM (it ships a virtualizer already, so this
 * costs no extra library). Typing filters by substring; focusing or clicking
 * the box selects its text, so what the user types replaces the current value.
 * `status` is the plain-words line under the list (still loading, could not
 * load everything); it is also announced.
 *
 * Heavy by first-route standards: import it only from lazy modules (forms,
 * modals, the project picker), never from the entry.
 */
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react'
import { useMemo, useState, type InputHTMLAttributes } from 'react'
import type { Option } from './Field'

/** The options whose label contains `query` (case-insensitive); `lower` is the labels lower-cased once. */
export function filterOptions(options: Option[], lower: string[], query: string): Option[] {
  const q = query.trim().toLowerCase()
  if (!q) return options
  const out: Option[] = []
  for (let i = 0; i < options.length; i++) if (lower[i].includes(q)) out.push(options[i])
  return out
}

export type VirtualComboboxProps = {
  options: Option[]
  value: string
  onValue: (value: string) => void
  placeholder?: string
  /** Said under the box while loading or when not everything could be loaded. */
  status?: string
  /** Shown when nothing matches the typed text ("No matching disks"). */
  emptyText: string
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue'>
  /** Extra id to describe the input with (the status line gets its own). */
  statusId?: string
  className?: string
}

const selectAll = (e: { currentTarget: EventTarget | null }) => (e.currentTarget as HTMLInputElement | null)?.select()

export function VirtualCombobox({ options, value, onValue, placeholder, status, emptyText, inputProps, statusId, className }: VirtualComboboxProps) {
  const [query, setQuery] = useState('')
  const lower = useMemo(() => options.map((o) => o.label.toLowerCase()), [options])
  const filtered = useMemo(() => filterOptions(options, lower, query), [options, lower, query])
  const selected = useMemo(() => options.find((o) => o.value === value) ?? null, [options, value])
  const line = status ?? (query && filtered.length === 0 ? emptyText : undefined)
  return (
    <div className={className}>
      <Combobox<Option | null>
        value={selected}
        by={(a, b) => a?.value === b?.value}
        onChange={(o) => o && onValue(o.value)}
        onClose={() => setQuery('')}
        virtual={{ options: filtered, disabled: (o) => Boolean(o?.disabled) }}
      >
        <ComboboxInput
          className="input"
          autoComplete="off"
          placeholder={placeholder}
          {...inputProps}
          aria-describedby={[inputProps?.['aria-describedby'], line && statusId].filter(Boolean).join(' ') || undefined}
          displayValue={(o: Option | null) => o?.label ?? ''}
          onChange={(e) => setQuery((e.target as HTMLInputElement).value)}
          onFocus={selectAll}
          onClick={selectAll}
        />
        <ComboboxOptions anchor="bottom start" className="combobox-options virtual-options">
          {({ option }: { option: Option }) => (
            <ComboboxOption value={option} className="combobox-option" style={{ width: '100%' }}>
              {option.label}
            </ComboboxOption>
          )}
        </ComboboxOptions>
      </Combobox>
      {/* always in the DOM, so screen readers announce the line when it changes */}
      <div className="hint" id={statusId} role="status">
        {line}
      </div>
    </div>
  )
}
