import { useId, useState } from 'react'
import type { RouterRouteCreate } from '../../../api/generated/types'
import { SelectField, TextAreaField, TextField } from '../../../ui/Field'
import type { RequestPreview } from '../../../ui/CopyRequest'
import { SideModalForm } from '../../../ui/SideModal'
import {
  destinationKinds,
  hasErrors,
  targetKinds,
  validateRoute,
  valuesToRoute,
  type DestinationKind,
  type RouteFormValues,
  type TargetKind,
} from './route-form'

type Suggestions = Partial<Record<string, string[]>>

function Suggest({ id, names }: { id: string; names?: string[] }) {
  if (!names?.length) return null
  return (
    <datalist id={id}>
      {names.map((n) => (
        <option key={n} value={n} />
      ))}
    </datalist>
  )
}

const hintFor = (kind: string) =>
  kind === 'ip_net' ? 'An address and a width, e.g. 10.0.0.0/24' : kind === 'ip' ? 'e.g. 10.0.0.5' : 'By name'

export function RouteForm({
  title,
  submitLabel,
  initial,
  pending,
  serverError,
  suggestions,
  readOnlyReason,
  onSubmit,
  request,
  onClose,
}: {
  title: string
  submitLabel: string
  initial: RouteFormValues
  pending: boolean
  serverError?: string
  suggestions: Suggestions
  /** System routes open read-only: the submit button says why it is disabled. */
  readOnlyReason?: string
  onSubmit: (route: RouterRouteCreate) => void
  /** "Copy as CLI / API": the request onSubmit would send for this route. */
  request?: (route: RouterRouteCreate) => RequestPreview
  onClose: () => void
}) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState(false)
  const destList = useId()
  const targetList = useId()
  const errors = validateRoute(values)
  const shown: Partial<typeof errors> = touched ? errors : {}
  const set = (key: keyof RouteFormValues) => (v: string) => setValues((old) => ({ ...old, [key]: v }))
  return (
    <SideModalForm
      docs="routers"
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      submitDisabled={readOnlyReason}
      errors={serverError ? [serverError] : []}
      onClose={onClose}
      onSubmit={() => {
        if (readOnlyReason) return
        setTouched(true)
        if (!hasErrors(errors)) onSubmit(valuesToRoute(values))
      }}
      request={
        request &&
        (() => (readOnlyReason ? readOnlyReason : hasErrors(errors) ? undefined : request(valuesToRoute(values))))
      }
    >
      <TextField
        label="Name"
        required
        value={values.name}
        onValue={set('name')}
        error={shown.name}
        autoComplete="off"
      />
      <TextAreaField label="Description" value={values.description} onValue={set('description')} />
      <fieldset>
        <legend>Destination</legend>
        <SelectField
          label="Destination type"
          value={values.destinationType}
          options={destinationKinds}
          onValue={(v) => set('destinationType')(v as DestinationKind)}
        />
        <TextField
          label="Destination value"
          required
          hint={hintFor(values.destinationType)}
          value={values.destinationValue}
          onValue={set('destinationValue')}
          error={shown.destinationValue}
          list={suggestions[values.destinationType]?.length ? destList : undefined}
          autoComplete="off"
        />
        <Suggest id={destList} names={suggestions[values.destinationType]} />
      </fieldset>
      <fieldset>
        <legend>Target</legend>
        <SelectField
          label="Target type"
          value={values.targetType}
          options={targetKinds}
          onValue={(v) => set('targetType')(v as TargetKind)}
        />
        {values.targetType !== 'drop' && (
          <>
            <TextField
              label="Target value"
              required
              hint={hintFor(values.targetType)}
              value={values.targetValue}
              onValue={set('targetValue')}
              error={shown.targetValue}
              list={suggestions[values.targetType]?.length ? targetList : undefined}
              autoComplete="off"
            />
            <Suggest id={targetList} names={suggestions[values.targetType]} />
          </>
        )}
      </fieldset>
    </SideModalForm>
  )
}
