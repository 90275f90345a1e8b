import { useId } from 'react'
import { TextAreaField } from '../../../ui/Field'

/**
 * A text area that can also be filled from a local file (a PEM chain, a key, a root.json):
 * operators have these as files, but pasting is as common. The text is what gets validated.
 */
export function TextFileField({
  label,
  value,
  onValue,
  error,
  hint,
  required,
  rows = 5,
}: {
  label: string
  value: string
  onValue: (v: string) => void
  error?: string
  hint?: string
  required?: boolean
  rows?: number
}) {
  const id = useId()
  return (
    <div className="stack" style={{ gap: '.25rem' }}>
      <TextAreaField
        label={label}
        required={required}
        rows={rows}
        value={value}
        onValue={onValue}
        error={error}
        hint={hint}
        spellCheck={false}
      />
      <div className="check-row">
        <label htmlFor={id} className="muted">
          {label} file
        </label>
        <input
          id={id}
          type="file"
          onChange={async (e) => {
            const file = (e.target as HTMLInputElement).files?.[0]
            if (file) onValue(await file.text())
          }}
        />
      </div>
    </div>
  )
}
