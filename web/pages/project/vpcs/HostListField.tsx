import { useId, useState, type KeyboardEvent } from 'react'
import { Button } from '../../../ui/Button'
import { SelectField, TextField } from '../../../ui/Field'
import { validateHostValue } from './firewall-rule-validate'
import { hostKinds, hostLabel, type Host, type HostKind } from './firewall-rules'

/**
 * An add/remove list of targets or host filters: pick a kind, type a value, Add.
 * The value is checked by its kind before it joins the list (the rules: validation texts for addresses),
 * so the list only ever holds valid entries.
 */
export function HostListField({
  legend,
  noun,
  emptyText,
  items,
  onItems,
  suggestions,
}: {
  legend: string
  /** 'target' / 'host filter': names the inputs and buttons */
  noun: string
  /** What an empty list means, where it means more than nothing */
  emptyText?: string
  items: Host[]
  onItems: (items: Host[]) => void
  /** Names to offer for the vpc / subnet / instance kinds. */
  suggestions: Partial<Record<HostKind, string[]>>
}) {
  const [kind, setKind] = useState<HostKind>('vpc')
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()
  const listId = useId()
  const Noun = noun[0].toUpperCase() + noun.slice(1)
  const add = () => {
    const problem =
      validateHostValue(kind, value) ??
      (items.some((i) => i.type === kind && i.value === value.trim())
        ? `This ${noun} is already in the list`
        : undefined)
    setError(problem)
    if (problem) return
    onItems([...items, { type: kind, value: value.trim() } as Host])
    setValue('')
  }
  // Enter adds the entry rather than submitting the whole form.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      add()
    }
  }
  const options = suggestions[kind] ?? []
  return (
    <fieldset>
      <legend>{legend}</legend>
      <SelectField
        label={`${Noun} type`}
        value={kind}
        options={hostKinds}
        onValue={(k) => {
          setKind(k as HostKind)
          setError(undefined)
        }}
      />
      <TextField
        label={`${Noun} value`}
        value={value}
        onValue={(v) => {
          setValue(v)
          setError(undefined)
        }}
        onKeyDown={onKeyDown}
        error={error}
        list={options.length ? listId : undefined}
        autoComplete="off"
        hint={
          kind === 'ip_net' ? 'An address and a width, e.g. 10.0.0.0/24' : kind === 'ip' ? 'e.g. 10.0.0.5' : undefined
        }
      />
      {options.length > 0 && (
        <datalist id={listId}>
          {options.map((o) => (
            <option key={o} value={o} />
          ))}
        </datalist>
      )}
      <Button size="sm" onClick={add}>
        Add {noun}
      </Button>
      {items.length > 0 ? (
        <ul aria-label={`${legend} list`} className="host-list">
          {items.map((h) => (
            <li key={`${h.type}:${h.value}`}>
              {hostLabel(h)}{' '}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${hostLabel(h)}`}
                onClick={() => onItems(items.filter((i) => i !== h))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{emptyText ?? `No ${noun}s`}</p>
      )}
    </fieldset>
  )
}
