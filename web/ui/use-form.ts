/*
 * One form state for every form (issue #19 point 4): values (kept across an expired session
 * by useFormDraft), the errors to show (none until the first submit, then live), submit (which
 * only sends valid values) and the request preview (the same values the submit would send, or
 * undefined: 'Fix the form first'). A form declares only its defaults, its checks and, where the
 * sent values differ from the typed ones, how (trimmed names, parsed numbers).
 */
import { useState, type Dispatch, type ReactNode, type SetStateAction } from 'react'
import type { ChangeRow } from './ChangePreview'
import type { RequestPreview } from './CopyRequest'
import { useFormDraft } from './use-form-draft'

/**
 * A field's message, undefined where it is fine; for a list of rows or a group of fields, theirs
 * (a silo's certificates, a receiver's secrets), at any depth.
 */
export type FieldErrors = string | undefined | readonly FieldErrors[] | { readonly [key: string]: FieldErrors }

/** What a check gives: a message per field, undefined where the field is fine. */
export type FormErrors = Record<string, FieldErrors>

/** Whether a message is set anywhere in these errors (a row of a list counts). */
export function hasMessages(e: FieldErrors): boolean {
  if (e === undefined) return false
  if (typeof e === 'string') return e !== ''
  return Object.values(e).some(hasMessages)
}

/**
 * The contract of a side-modal create/edit form shared by create and edit pages: the page owns
 * the mutation and says what to call the form; the form owns its fields. `S` is what the form
 * sends (its values cleaned up), `V` what it holds.
 */
export type FormShellProps<V, S = V> = {
  title: string
  submitLabel: string
  initial: V
  pending: boolean
  /** The server's answer to the last submit, shown at the top of the form ('Error'). */
  serverError?: string
  onSubmit: (v: S) => void
  /** "Copy as CLI / API": the request onSubmit would send for these values. */
  request?: (v: S) => RequestPreview
  /** An edit saved as changes (issue #32): what these values add, remove and change. */
  changes?: (v: S) => readonly ChangeRow[]
  /** A save stopped by someone else's change to the same part, with the user's choice. */
  conflict?: ReactNode
  onClose: () => void
}

export type FormStateOptions<V, E extends FormErrors, S> = {
  initial: V | (() => V)
  /**
   * Every field's message for these values; the form is valid when every one is undefined. Run
   * once per render, when the messages are first read.
   */
  validate: (v: V) => E
  /** The values as sent (trimmed, parsed); the values themselves when left out. */
  sent?: (v: V) => S
  onSubmit: (v: S) => void
  request?: (v: S) => RequestPreview
  /**
   * The messages for the list at the top of the form ('Error' / 'N issues:'), from every
   * message; a form whose fields show their own messages leaves it out.
   */
  summary?: (e: E) => string[]
}

export type FormState<V, E extends FormErrors, S> = {
  values: V
  setValues: Dispatch<SetStateAction<V>>
  /** A setter for one field: `onValue={form.set('name')}`. */
  set: <K extends keyof V>(key: K) => (value: V[K]) => void
  /** A plain field's props (its value, setter and shown message): `<TextField label="Name" {...form.field('name')} />`. */
  field: <K extends keyof V & string>(key: K) => { value: V[K]; onValue: (value: V[K]) => void; error?: string }
  /** Every message, shown or not (for checks that gate something before a submit). */
  errors: E
  /** The messages to show: none until the first submit. */
  shown: Partial<E>
  /** The list for the top of the form (`summary`), empty until the first submit. */
  summary: string[]
  touched: boolean
  valid: boolean
  sent: () => S
  /** Show every message and, when valid, send. */
  submit: () => void
  /** For SideModalForm's `request` (undefined when the form gives no preview). */
  request: (() => RequestPreview | undefined) | undefined
  /** Start again (after a submit that keeps the form open): these values or the initial ones, no message shown. */
  reset: (values?: V) => void
}

export function useFormState<V, E extends FormErrors, S = V>(opts: FormStateOptions<V, E, S>): FormState<V, E, S> {
  const [values, setValues] = useFormDraft(opts.initial)
  const [touched, setTouched] = useState(false)
  // The checks run when the messages are first asked for in a render, not at this call: a form's
  // checks may then use what hooks after this one derive from its values (the disk form's file probe).
  let checked: E | undefined
  const check = () => (checked ??= opts.validate(values))
  const isValid = () => !hasMessages(check())
  const shownNow = (): Partial<E> => (touched ? check() : {})
  const sent = () => (opts.sent ? opts.sent(values) : (values as unknown as S))
  const { request, initial } = opts
  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) =>
      setValues((old) => ({ ...old, [key]: value }))
  return {
    values,
    setValues,
    set,
    field: (key) => {
      const message = (shownNow() as FormErrors)[key]
      return { value: values[key], onValue: set(key), error: typeof message === 'string' ? message : undefined }
    },
    get errors() {
      return check()
    },
    get shown() {
      return shownNow()
    },
    get summary() {
      return touched && opts.summary ? opts.summary(check()) : []
    },
    touched,
    get valid() {
      return isValid()
    },
    sent,
    submit: () => {
      setTouched(true)
      if (isValid()) opts.onSubmit(sent())
    },
    request: request && (() => (isValid() ? request(sent()) : undefined)),
    reset: (next) => {
      setValues(next ?? (typeof initial === 'function' ? (initial as () => V)() : initial))
      setTouched(false)
    },
  }
}

/**
 * useFormState for a form with the shell contract, plus the props its SideModalForm takes:
 * `<SideModalForm docs="vpcs" {...form.shell}>`.
 */
export function useShellForm<V, E extends FormErrors, S = V>(
  props: FormShellProps<V, S>,
  opts: Pick<FormStateOptions<V, E, S>, 'validate' | 'sent' | 'summary'>,
) {
  const form = useFormState<V, E, S>({
    ...opts,
    initial: props.initial,
    onSubmit: props.onSubmit,
    request: props.request,
  })
  const shell = {
    title: props.title,
    submitLabel: props.submitLabel,
    pending: props.pending,
    errors: props.serverError ? [props.serverError] : form.summary,
    onClose: props.onClose,
    onSubmit: form.submit,
    request: form.request,
    changes: props.changes && (form.valid ? props.changes(form.sent()) : []),
    conflict: props.conflict,
  }
  return { ...form, shell }
}
