import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'

type FieldShell = { label: string; error?: string; hint?: ReactNode; required?: boolean }

export function useFieldIds() {
  const id = useId()
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` }
}

/** What every control shares: its id, class and the ARIA that ties it to its label, hint and error. */
function controlProps(ids: ReturnType<typeof useFieldIds>, { error, hint, required }: Omit<FieldShell, 'label'>) {
  return {
    id: ids.id,
    className: 'input',
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error && ids.errorId, hint && ids.hintId].filter(Boolean).join(' ') || undefined,
  }
}

export function Shell({
  ids,
  label,
  error,
  hint,
  required,
  children,
}: FieldShell & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
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

export function TextField({
  label,
  error,
  hint,
  required,
  value,
  onValue,
  ...rest
}: FieldShell &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> & { value: string; onValue: (v: string) => void }) {
  const ids = useFieldIds()
  return (
    <Shell ids={ids} label={label} error={error} hint={hint} required={required}>
      <input
        {...rest}
        {...controlProps(ids, { error, hint, required })}
        value={value}
        onInput={(e) => onValue((e.target as HTMLInputElement).value)}
      />
    </Shell>
  )
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  value,
  onValue,
  ...rest
}: FieldShell &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> & { value: string; onValue: (v: string) => void }) {
  const ids = useFieldIds()
  return (
    <Shell ids={ids} label={label} error={error} hint={hint} required={required}>
      <textarea
        {...rest}
        {...controlProps(ids, { error, hint, required })}
        value={value}
        onInput={(e) => onValue((e.target as HTMLTextAreaElement).value)}
      />
    </Shell>
  )
}

export type Option = { value: string; label: string; disabled?: boolean }

export function SelectField({
  label,
  error,
  hint,
  required,
  value,
  onValue,
  options,
  placeholder,
  status,
  ...rest
}: FieldShell &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value'> & {
    value: string
    onValue: (v: string) => void
    options: Option[]
    placeholder?: string
    /** A live line under the select, part of its description (AllItemsStatus: a whole collection loading or cut short). */
    status?: ReactNode
  }) {
  const ids = useFieldIds()
  const statusId = `${ids.id}-status`
  const control = controlProps(ids, { error, hint, required })
  const describedBy =
    [control['aria-describedby'], status !== undefined && statusId].filter(Boolean).join(' ') || undefined
  return (
    <Shell ids={ids} label={label} error={error} hint={hint} required={required}>
      <select
        {...rest}
        {...control}
        aria-describedby={describedBy}
        value={value}
        onChange={(e) => onValue((e.target as HTMLSelectElement).value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      {status !== undefined && (
        <div className="hint" id={statusId} role="status">
          {status}
        </div>
      )}
    </Shell>
  )
}

export function CheckboxField({
  label,
  checked,
  onChecked,
  hint,
  disabledReason,
}: {
  label: string
  checked: boolean
  onChecked: (v: boolean) => void
  hint?: ReactNode
  /** Disables the box and says why, under it and as its description. */
  disabledReason?: string
}) {
  const id = useId()
  const reasonId = useId()
  const hintId = useId()
  // The hint and the reason are the box's description (SC 1.3.1), as a text field's hint is.
  const describedBy = [hint && hintId, disabledReason && reasonId].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <div className="check-row">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={Boolean(disabledReason)}
          aria-describedby={describedBy}
          onChange={(e) => onChecked((e.target as HTMLInputElement).checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && (
        <div className="hint" id={hintId}>
          {hint}
        </div>
      )}
      {disabledReason && (
        <div className="hint" id={reasonId}>
          {disabledReason}
        </div>
      )}
    </div>
  )
}

/** A single-file picker; the caller keeps the File (a file input cannot be given a value back). */
export function FileField({
  label,
  error,
  hint,
  required,
  accept,
  disabled,
  onFile,
}: FieldShell & { accept?: string; disabled?: boolean; onFile: (f: File | null) => void }) {
  const ids = useFieldIds()
  return (
    <Shell ids={ids} label={label} error={error} hint={hint} required={required}>
      <input
        {...controlProps(ids, { error, hint, required })}
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={(e) => onFile((e.target as HTMLInputElement).files?.[0] ?? null)}
      />
    </Shell>
  )
}
