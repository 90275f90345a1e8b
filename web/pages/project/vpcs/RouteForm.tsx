import { useId } from 'react'
import type { RouterRouteCreate } from '../../../api/generated/types'
import { SelectField, TextField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { useShellForm, type FormShellProps } from '../../../ui/use-form'
import { destinationKinds, targetKinds, validateRoute, valuesToRoute, type RouteFormValues } from './route-form'

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

/**
 * One end of a route (its destination or its target): the kind, then the value typed with the
 * names of that kind offered; `value` is absent for a kind that takes none (a drop target).
 */
function RoutePart<K extends string>({
  legend,
  kinds,
  kind,
  onKind,
  value,
  suggestions,
}: {
  legend: string
  kinds: { value: K; label: string }[]
  kind: K
  onKind: (kind: K) => void
  value?: { value: string; onValue: (v: string) => void; error?: string }
  suggestions?: string[]
}) {
  const listId = useId()
  return (
    <fieldset>
      <legend>{legend}</legend>
      <SelectField label={`${legend} type`} value={kind} options={kinds} onValue={(v) => onKind(v as K)} />
      {value && (
        <>
          <TextField
            label={`${legend} value`}
            required
            hint={hintFor(kind)}
            {...value}
            list={suggestions?.length ? listId : undefined}
            autoComplete="off"
          />
          <Suggest id={listId} names={suggestions} />
        </>
      )}
    </fieldset>
  )
}

/** Create and edit a route. System routes open read-only: the submit button says why it is disabled. */
export function RouteForm({
  suggestions,
  readOnlyReason,
  ...props
}: FormShellProps<RouteFormValues, RouterRouteCreate> & {
  suggestions: Suggestions
  /** System routes open read-only: the submit button says why it is disabled. */
  readOnlyReason?: string
}) {
  const form = useShellForm(props, { validate: validateRoute, sent: valuesToRoute })
  const { values, set } = form
  const { request } = form.shell
  return (
    <SideModalForm
      docs="routers"
      {...form.shell}
      submitDisabled={readOnlyReason}
      onSubmit={() => {
        if (!readOnlyReason) form.submit()
      }}
      request={request && (() => readOnlyReason ?? request())}
    >
      <NameDescriptionFields form={form} />
      <RoutePart
        legend="Destination"
        kinds={destinationKinds}
        kind={values.destinationType}
        onKind={set('destinationType')}
        value={form.field('destinationValue')}
        suggestions={suggestions[values.destinationType]}
      />
      <RoutePart
        legend="Target"
        kinds={targetKinds}
        kind={values.targetType}
        onKind={set('targetType')}
        value={values.targetType === 'drop' ? undefined : form.field('targetValue')}
        suggestions={suggestions[values.targetType]}
      />
    </SideModalForm>
  )
}
