import { useId, type ReactNode } from 'react'

/** A labelled group of radio buttons (fieldset + legend), for the few choices the create form offers. */
export function RadioGroup<V extends string>({
  legend,
  value,
  onValue,
  options,
  hint,
}: {
  legend: string
  value: V
  onValue: (v: V) => void
  options: { value: V; label: string }[]
  hint?: ReactNode
}) {
  const name = useId()
  return (
    <fieldset className="field">
      <legend className="label">{legend}</legend>
      {hint && <div className="hint">{hint}</div>}
      <div className="radio-row">
        {options.map((o) => (
          <label key={o.value}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onValue(o.value)}
            />{' '}
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
