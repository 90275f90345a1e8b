import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'

type FieldShell = { label: string; error?: string; hint?: ReactNode; required?: boolean }

function useFieldIds() {
  const id = useId()
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` }
}

function describedBy(ids: ReturnType<typeof useFieldIds>, error?: string, hint?: ReactNode) {
  return [error && ids.errorId, hint && ids.hintId].filter(Boolean).join(' ') || undefined
}

function Shell({ ids, label, error, hint, required, children }: FieldShell & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={ids.id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <div className="hint" id={ids.hintId}>
          {hint}
        </div>
      )}
      {children}
      {error && (
        <div className="field-error" id={ids.errorId} role="alert">
          {error}
        </div>
      )}
    </div>
  )
}

export function TextField({ label, error, hint, required, value, onValue, ...rest }: FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> & { value: string; onValue: (v: string) => void }) {
  const ids = useFieldIds()
  return (
    <Shell ids={ids} label={label} error={error} hint={hint} required={required}>
      <input
        {...rest}
        id={ids.id}
        className="input"
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        onInput={(e) => onValue((e.target as HTMLInputElement).value)}
      />
    </Shell>
  )
}

export function TextAreaField({ label, error, hint, required, value, onValue, ...rest }: FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> & { value: string; onValue: (v: string) => void }) {
  const ids = useFieldIds()
  return (
    <Shell ids={ids} label={label} error={error} hint={hint} required={required}>
      <textarea
        {...rest}
        id={ids.id}
        className="input"
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        onInput={(e) => onValue((e.target as HTMLTextAreaElement).value)}
      />
    </Shell>
  )
}

export type Option = { value: string; label: string; disabled?: boolean }

export function SelectField({ label, error, hint, required, value, onValue, options, placeholder, ...rest }: FieldShell & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value'> & { value: string; onValue: (v: string) => void; options: Option[]; placeholder?: string }) {
  const ids = useFieldIds()
  return (
    <Shell ids={ids} label={label} error={error} hint={hint} required={required}>
      <select
        {...rest}
        id={ids.id}
        className="input"
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        onChange={(e) => onValue((e.target as HTMLSelectElement).value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </Shell>
  )
}

export function CheckboxField({ label, checked, onChecked, hint }: { label: string; checked: boolean; onChecked: (v: boolean) => void; hint?: ReactNode }) {
  const id = useId()
  return (
    <div className="field">
      <div className="check-row">
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChecked((e.target as HTMLInputElement).checked)} />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && <div className="hint">{hint}</div>}
    </div>
  )
}
