import type { ReactNode } from 'react'
import { TextField } from '../../../ui/Field'

/**
 * A group of text fields written as data: a form lists what differs between its fields
 * (label, hint, keyboard) and says once where their values, setters and messages come from, instead
 * of repeating the same seven-line TextField for each.
 */
export type TextFieldSpec<K extends string> = {
  key: K
  label: string
  required?: boolean
  hint?: ReactNode
  placeholder?: string
  inputMode?: 'numeric' | 'decimal'
  type?: 'password'
  /** 'off' unless said: these are addresses, numbers and names the browser has no business suggesting. */
  autoComplete?: string
}

/** One field's value, setter and shown message: what `form.field` gives (web/ui/use-form.ts). */
type FieldProps = { value: string; onValue: (value: string) => void; error?: string }

/** Where the fields of a group read and write: `form.field`, or `rowField(...)` for a row of a list. */
export type FieldSource<K extends string> = (key: K) => FieldProps

/**
 * The fields in order; `false` leaves one out (a field only one mode of the form has). `prefix` goes
 * before each label, for a row of a repeated group ('Route 2' + 'gateway' = 'Route 2 gateway').
 */
export function TextFields<K extends string>({
  fields,
  field,
  prefix,
}: {
  fields: readonly (TextFieldSpec<K> | false)[]
  field: FieldSource<K>
  prefix?: string
}) {
  return (
    <>
      {fields.map((spec) => {
        if (!spec) return null
        const { key, label, autoComplete = 'off', ...rest } = spec
        const shownLabel = prefix ? `${prefix} ${label}` : label
        return <TextField key={key} {...rest} label={shownLabel} autoComplete={autoComplete} {...field(key)} />
      })}
    </>
  )
}

/** The keys of a row whose values are text (the ones a TextField can edit). */
export type TextKeys<R> = { [K in keyof R]: R[K] extends string ? K : never }[keyof R] & string

/** A FieldSource over one row of a list of rows (a port's addresses): its values, its messages, a patch of it. */
export const rowField =
  <R,>(row: R, errors: { [K in keyof R]?: string }, patch: (p: Partial<R>) => void): FieldSource<TextKeys<R>> =>
  (key) => ({
    value: row[key] as string,
    onValue: (value) => patch({ [key]: value } as Partial<R>),
    error: errors[key],
  })
