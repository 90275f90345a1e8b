import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { serverFieldError } from '../../../../web/api/error-fields'
import { useFormState, type FieldRefusal } from '../../../../web/ui/use-form'
import { SizingSection } from '../../../../web/pages/project/instances/CreateSections'
import { CUSTOM, createDefaults, type CreateValues } from '../../../../web/pages/project/instances/create-values'
import { onVisibleSizeField } from '../../../../web/pages/project/instances/size-refusal'
import { render, withDom } from '../../../../test-support/dom'

const Size = suite('a quota refusal of instance create shows on the size control in view')
withDom(Size)

const quota = serverFieldError({
  message: 'vCPU Limit Exceeded: Not enough vCPUs to complete request.',
  errorCode: 'InsufficientCapacity',
})

let form: ReturnType<typeof useFormState<CreateValues, Record<string, string | undefined>>>
function Hardware({ refusal, sizing }: { refusal?: FieldRefusal; sizing: string }) {
  form = useFormState<CreateValues, Record<string, string | undefined>>({
    initial: { ...createDefaults, sizing, customCpus: '64', customMemoryGiB: '64' },
    validate: () => ({}),
    onSubmit: () => undefined,
    serverField: onVisibleSizeField(refusal, sizing),
  })
  const set = (patch: Partial<CreateValues>) => form.setValues((v) => ({ ...v, ...patch }))
  return (
    <form>
      <SizingSection values={form.values} set={set} errors={form.shown} field={form.field} setField={form.set} />
    </form>
  )
}

Size('a preset size sent: the Size picker is marked invalid and described by the refusal', () => {
  const body = render(<Hardware sizing={createDefaults.sizing} />)
  act(() => form.submit())
  render(<Hardware sizing={createDefaults.sizing} refusal={quota} />)
  const picker = body.querySelector<HTMLSelectElement>('select#sizing')!
  assert.is(picker.getAttribute('aria-invalid'), 'true')
  const described = body.querySelector(`#${picker.getAttribute('aria-describedby')}`)
  assert.is(described?.textContent, quota!.message)
  assert.is(body.querySelectorAll('[aria-invalid="true"]').length, 1)
})

Size('a custom size sent: the CPUs field carries it, the picker does not', () => {
  const body = render(<Hardware sizing={CUSTOM} />)
  act(() => form.submit())
  render(<Hardware sizing={CUSTOM} refusal={quota} />)
  const invalid = [...body.querySelectorAll('[aria-invalid="true"]')]
  assert.is(invalid.length, 1)
  assert.is(invalid[0].id === 'sizing', false)
  assert.is(form.shown.customCpus, quota!.message)
})

Size('no refusal, or one about something else, passes through', () => {
  assert.is(onVisibleSizeField(undefined, 'general-2'), undefined)
  const name = { fields: ['name'], message: 'taken' }
  assert.equal(onVisibleSizeField(name, 'general-2'), name)
  assert.equal(onVisibleSizeField(quota, undefined), quota)
})

Size.run()
