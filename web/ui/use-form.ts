/*
 * One form state for every form: values (kept across an expired session
 * by useFormDraft), the errors to show (none until the first submit, then live), submit (which
 * only sends valid values) and the request preview (the same values the submit would send, or
 * undefined: 'Fix the form first'). A form declares only its defaults, its checks and, where the
 * sent values differ from the typed ones, how (trimmed names, parsed numbers).
 */
import { useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react'
import type { ChangeRow } from './ChangePreview'
import type { RequestPreview } from './CopyRequest'
import { useFormDraft } from './use-form-draft'

/**
 * A server refusal about a field (web/api/error-fields.ts): the value keys it may be about, most
 * specific first; the form shows it on the first key it holds while that value is the one sent.
 */
export type FieldRefusal = { fields: readonly string[]; message: string }

/** What a form shell does with the form's draft: say it was restored, offer to discard it. */
export type FormDraft = { restored: boolean; discard: () => void }

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

/** The first message set in these errors, in field order (a row of a list counts): the one a footer repeats. */
export function firstMessage(e: FieldErrors): string | undefined {
  if (e === undefined || e === '') return undefined
  if (typeof e === 'string') return e
  for (const inner of Object.values(e)) {
    const found = firstMessage(inner)
    if (found) return found
  }
  return undefined
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
  /** The same answer when it is about one field (a name already taken): shown on that field too. */
  serverField?: FieldRefusal
  /** Sends; a promise of a boolean settles with whether the write was made (the draft is kept until it is). */
  onSubmit: (v: S) => void
  /** "Copy as CLI / API": the request onSubmit would send for these values. */
  request?: (v: S) => RequestPreview
  /** An edit saved as changes: what these values add, remove and change. */
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
  /**
   * Sends. A promise of a boolean settles with whether the write was made (useWrite's form): the draft
   * is dropped then, and kept if the write is refused. Anything else drops the draft as the values
   * are sent or the promise settles.
   */
  onSubmit: (v: S) => void
  /** The server's refusal of the last submit when it is about a field (useWrite's form.serverField). */
  serverField?: FieldRefusal
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
  /** The draft this form started from, if any, and how to drop it (DraftNotice, Cancel). */
  draft: FormDraft
}

export function useFormState<V, E extends FormErrors, S = V>(opts: FormStateOptions<V, E, S>): FormState<V, E, S> {
  const [values, setValues, restored, draft] = useFormDraft(opts.initial)
  const [touched, setTouched] = useState(false)
  // the values of the last submit: a server refusal about a field shows on it while it holds them
  const lastSent = useRef<V | undefined>(undefined)
  // The checks run when the messages are first asked for in a render, not at this call: a form's
  // checks may then use what hooks after this one derive from its values (the disk form's file probe).
  let checked: E | undefined
  const check = () => (checked ??= opts.validate(values))
  const isValid = () => !hasMessages(check())
  const refusedField = (): string | undefined => {
    const refusal = opts.serverField
    const held = values as Record<string, unknown>
    const sentValues = lastSent.current as Record<string, unknown> | undefined
    const key = refusal?.fields.find((k) => k in held)
    return key !== undefined && sentValues && held[key] === sentValues[key] ? key : undefined
  }
  const shownNow = (): Partial<E> => {
    const shown: Partial<E> = touched ? check() : {}
    const key = refusedField()
    if (key === undefined || (shown as FormErrors)[key]) return shown
    return { ...shown, [key]: opts.serverField!.message }
  }
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
      if (!isValid()) return
      lastSent.current = values
      // typed void so any handler fits; useWrite's form.onSubmit resolves to whether the write was made
      const written: unknown = opts.onSubmit(sent())
      if (written instanceof Promise) draft.track(written.then((ok: unknown) => ok !== false))
      else draft.finish()
    },
    request: request && (() => (isValid() ? request(sent()) : undefined)),
    reset: (next) => {
      const values = next ?? (typeof initial === 'function' ? (initial as () => V)() : initial)
      draft.rebase(values)
      setValues(values)
      setTouched(false)
    },
    draft: {
      restored,
      discard: () => {
        draft.discard()
        setTouched(false)
      },
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
    serverField: props.serverField,
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
    draft: form.draft,
  }
  return { ...form, shell }
}
