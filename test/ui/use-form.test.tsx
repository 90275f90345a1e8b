import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { hasMessages, useFormState, useShellForm, type FieldErrors, type FormShellProps } from '../../web/ui/use-form'
import type { RequestPreview } from '../../web/ui/CopyRequest'
import { render, withDom } from '../../test-support/dom'

type Values = { name: string; size: string }
type Sent = { name: string; size: number }
const validate = (v: Values) => ({
  name: v.name.trim() ? undefined : 'Name is required',
  size: /^\d+$/.test(v.size) ? undefined : 'Must be a whole number',
})
const sent = (v: Values): Sent => ({ name: v.name.trim(), size: Number(v.size) })

let form: ReturnType<typeof useShellForm<Values, ReturnType<typeof validate>, Sent>>
function Form(props: FormShellProps<Values, Sent>) {
  form = useShellForm(props, { validate, sent })
  return <output>{JSON.stringify(form.shown)}</output>
}

const preview = (v: Sent): RequestPreview =>
  ({ method: 'POST', path: '/v1/things', body: v }) as unknown as RequestPreview
const props = (over: Partial<FormShellProps<Values, Sent>> = {}): FormShellProps<Values, Sent> => ({
  title: 'Create thing',
  submitLabel: 'Create',
  initial: { name: '', size: '' },
  pending: false,
  onSubmit: () => undefined,
  onClose: () => undefined,
  ...over,
})

const Form_ = suite('useShellForm')
withDom(Form_)
Form_.before.each(() => {
  sessionStorage.clear()
  history.replaceState(null, '', '/things-new')
})

Form_('no message shows before the first submit; a submit of bad values shows them and sends nothing', () => {
  const submitted: Sent[] = []
  const body = render(<Form {...props({ onSubmit: (v) => submitted.push(v) })} />)
  assert.is(body.querySelector('output')?.textContent, '{}')
  assert.is(form.valid, false)
  act(() => form.shell.onSubmit())
  assert.equal(submitted, [])
  assert.equal(JSON.parse(body.querySelector('output')!.textContent!), {
    name: 'Name is required',
    size: 'Must be a whole number',
  })
})

Form_('a valid submit sends the cleaned-up values, and messages clear as the fields are fixed', () => {
  const submitted: Sent[] = []
  const body = render(<Form {...props({ onSubmit: (v) => submitted.push(v) })} />)
  act(() => form.submit())
  act(() => form.set('name')('  thing-1 '))
  assert.equal(JSON.parse(body.querySelector('output')!.textContent!), { size: 'Must be a whole number' })
  act(() => form.set('size')('12'))
  act(() => form.submit())
  assert.equal(submitted, [{ name: 'thing-1', size: 12 }])
})

Form_(
  'a server refusal about a field shows on it while it holds the value sent, and not on fields the form lacks',
  () => {
    const body = render(<Form {...props({ initial: { name: 'web', size: '1' } })} />)
    act(() => form.submit())
    const refusal = { fields: ['name'], message: 'Thing name already exists' }
    render(<Form {...props({ initial: { name: 'web', size: '1' }, serverField: refusal })} />)
    assert.equal(JSON.parse(body.querySelector('output')!.textContent!), { name: 'Thing name already exists' })
    act(() => form.set('name')('web-2'))
    assert.equal(JSON.parse(body.querySelector('output')!.textContent!), {})
    // a quota refusal about a size the form spells `size`: the first key the form holds
    render(
      <Form
        {...props({
          initial: { name: 'web', size: '1' },
          serverField: { fields: ['ncpus', 'size'], message: 'Limit' },
        })}
      />,
    )
    assert.equal(JSON.parse(body.querySelector('output')!.textContent!), { size: 'Limit' })
  },
)

Form_('the request preview is built from the sent values, and only once they are valid', () => {
  render(<Form {...props({ request: preview, initial: { name: 'a ', size: 'x' } })} />)
  assert.is(form.shell.request?.(), undefined)
  act(() => form.set('size')('3'))
  assert.equal(form.shell.request?.(), preview({ name: 'a', size: 3 }))
})

Form_('the shell props: the server error as the one error, and no preview when the page gives none', () => {
  render(<Form {...props({ serverError: 'Thing name already exists' })} />)
  assert.equal(form.shell.errors, ['Thing name already exists'])
  assert.is(form.shell.request, undefined)
  assert.is(form.shell.title, 'Create thing')
})

Form_('field gives a plain field its value, setter and shown message', () => {
  render(<Form {...props({ initial: { name: 'a', size: 'x' } })} />)
  assert.equal({ ...form.field('size'), onValue: undefined }, { value: 'x', onValue: undefined, error: undefined })
  act(() => form.submit())
  assert.is(form.field('size').error, 'Must be a whole number')
  act(() => form.field('size').onValue('4'))
  assert.equal({ ...form.field('size'), onValue: undefined }, { value: '4', onValue: undefined, error: undefined })
})

Form_('no summary list unless the form asks for one, so a server error stays the only shell error', () => {
  render(<Form {...props()} />)
  act(() => form.submit())
  assert.equal(form.summary, [])
  assert.equal(form.shell.errors, [])
})

let late: ReturnType<typeof useFormState<{ name: string }, { name: string | undefined }>>
function LateCheck({ taken }: { taken: string[] }) {
  // what the check needs comes from a hook after useFormState that reads the values (a file probe)
  let known: string[] = []
  late = useFormState({
    initial: { name: 'web' },
    validate: (v) => ({ name: known.includes(v.name) ? 'Name is taken' : undefined }),
    onSubmit: () => undefined,
  })
  known = taken
  return <output>{late.valid ? 'valid' : String(late.errors.name)}</output>
}

Form_('the checks run when the messages are first read, so they may use what later hooks derived', () => {
  const body = render(<LateCheck taken={['web']} />)
  assert.is(body.querySelector('output')?.textContent, 'Name is taken')
  act(() => late.submit())
  assert.is(late.shown.name, 'Name is taken')
  render(<LateCheck taken={[]} />)
  assert.is(body.querySelector('output')?.textContent, 'valid')
})

Form_.run()

// A form with rows (a list of certificates) and a summary list at its top, as the silo form has.
type Rows = { name: string; rows: string[] }
const validateRows = (v: Rows) => ({
  name: v.name ? undefined : 'Name is required',
  rows: v.rows.map((r) => (r ? undefined : 'Row is required')),
})
const summary = (e: ReturnType<typeof validateRows>) =>
  [e.name, ...e.rows.map((r, i) => r && `Row ${i + 1}: ${r}`)].filter((m): m is string => Boolean(m))

let rows: ReturnType<typeof useFormState<Rows, ReturnType<typeof validateRows>>>
function RowsForm({ onSubmit }: { onSubmit: (v: Rows) => void }) {
  rows = useFormState({ initial: { name: '', rows: ['a', ''] }, validate: validateRows, summary, onSubmit })
  return null
}

const Rows_ = suite('useFormState with rows')
withDom(Rows_)
Rows_.before.each(() => {
  sessionStorage.clear()
  history.replaceState(null, '', '/rows-new')
})

const cases: [string, FieldErrors, boolean][] = [
  ['nothing', undefined, false],
  ['an empty string', '', false],
  ['a message', 'Bad', true],
  ['rows that are all fine', [undefined, undefined], false],
  ['a row with a message', [undefined, 'Bad'], true],
  ['a group in a row', [{ cert: undefined, key: 'Bad' }], true],
  ['a group that is fine', { rows: [], name: undefined }, false],
]
Rows_('hasMessages looks at every depth', () => {
  for (const [what, errors, expected] of cases) assert.is(hasMessages(errors), expected, what)
})

Rows_('a message in one row makes the form invalid; the summary shows only after a submit', () => {
  const submitted: Rows[] = []
  render(<RowsForm onSubmit={(v) => submitted.push(v)} />)
  assert.is(rows.valid, false)
  assert.equal(rows.summary, [])
  assert.equal(rows.shown, {})
  act(() => rows.submit())
  assert.equal(submitted, [])
  assert.equal(rows.summary, ['Name is required', 'Row 2: Row is required'])
  assert.equal(rows.shown.rows, [undefined, 'Row is required'])
  assert.is(rows.field('rows').error, undefined, 'a list of messages is not one field message')
  act(() => rows.setValues({ name: 'n', rows: ['a', 'b'] }))
  assert.equal(rows.summary, [])
  act(() => rows.submit())
  assert.equal(submitted, [{ name: 'n', rows: ['a', 'b'] }])
})

Rows_('reset goes back to the initial (or given) values and hides the messages again', () => {
  render(<RowsForm onSubmit={() => undefined} />)
  act(() => rows.set('name')('typed'))
  act(() => rows.submit())
  assert.is(rows.touched, true)
  act(() => rows.reset())
  assert.equal(rows.values, { name: '', rows: ['a', ''] })
  assert.is(rows.touched, false)
  assert.equal(rows.shown, {})
  act(() => rows.reset({ name: 'x', rows: [] }))
  assert.equal(rows.values, { name: 'x', rows: [] })
})

Rows_.run()
