/*
 * One form state for every form (issue #19 point 4): values (kept across an expired session
 * by useFormDraft), the errors to show (none until the first submit, then live), submit (which
 * only sends valid values) and the request preview (the same values the submit would send, or
 * undefined: 'Fix the form first'). A form declares only its defaults, its checks and, where the
 * sent values differ from the typed ones, how (trimmed names, parsed numbers).
 */
import { useState, type Dispatch, type SetStateAction } from 'react'
import type { RequestPreview } from './CopyRequest'
import { useFormDraft } from './use-form-draft'

/** What a check gives: a message per field, undefined where the field is fine. */
export type FormErrors = Record<string, string | undefined>

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
  onClose: () => void
}

export type FormStateOptions<V, E extends FormErrors, S> = {
  initial: V | (() => V)
  /** Every field's message for these values; the form is valid when every one is undefined. */
  validate: (v: V) => E
  /** The values as sent (trimmed, parsed); the values themselves when left out. */
  sent?: (v: V) => S
  onSubmit: (v: S) => void
  request?: (v: S) => RequestPreview
}

export type FormState<V, E extends FormErrors, S> = {
  values: V
  setValues: Dispatch<SetStateAction<V>>
  /** A setter for one field: `onValue={form.set('name')}`. */
  set: <K extends keyof V>(key: K) => (value: V[K]) => void
  /** Every message, shown or not (for checks that gate something before a submit). */
  errors: E
  /** The messages to show: none until the first submit. */
  shown: Partial<E>
  touched: boolean
  valid: boolean
  sent: () => S
  /** Show every message and, when valid, send. */
  submit: () => void
  /** For SideModalForm's `request` (undefined when the form gives no preview). */
  request: (() => RequestPreview | undefined) | undefined
}

export function useFormState<V, E extends FormErrors, S = V>(opts: FormStateOptions<V, E, S>): FormState<V, E, S> {
  const [values, setValues] = useFormDraft(opts.initial)
  const [touched, setTouched] = useState(false)
  const errors = opts.validate(values)
  const valid = Object.values(errors).every((e) => !e)
  const sent = () => (opts.sent ? opts.sent(values) : (values as unknown as S))
  const { request } = opts
  return {
    values,
    setValues,
    set: (key) => (value) => setValues((old) => ({ ...old, [key]: value })),
    errors,
    shown: touched ? errors : {},
    touched,
    valid,
    sent,
    submit: () => {
      setTouched(true)
      if (valid) opts.onSubmit(sent())
    },
    request: request && (() => (valid ? request(sent()) : undefined)),
  }
}

/**
 * useFormState for a form with the shell contract, plus the props its SideModalForm takes:
 * `<SideModalForm docs="vpcs" {...form.shell}>`.
 */
export function useShellForm<V, E extends FormErrors, S = V>(
  props: FormShellProps<V, S>,
  opts: Pick<FormStateOptions<V, E, S>, 'validate' | 'sent'>,
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
    errors: props.serverError ? [props.serverError] : [],
    onClose: props.onClose,
    onSubmit: form.submit,
    request: form.request,
  }
  return { ...form, shell }
}
