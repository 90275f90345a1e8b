import { useId } from 'react'
import type { RouterRouteCreate } from '../../../api/generated/types'
import { SelectField, TextField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { useShellForm, type FormShellProps } from '../../../ui/use-form'
import {
  destinationKinds,
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
  const destList = useId()
  const targetList = useId()
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
          {...form.field('destinationValue')}
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
              {...form.field('targetValue')}
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
