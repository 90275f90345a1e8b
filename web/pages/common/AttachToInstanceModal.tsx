import type { ReactNode } from 'react'
import type { ApiMethod, ParamsOf } from '../../api/client'
import { useList } from '../../api/reads'
import { SelectField } from '../../ui/Field'
import { AllItemsStatus, type AllItemsState } from '../../ui/AllItemsStatus'
import { ModalForm } from '../../ui/ModalForm'
import { requiredMessage } from '../../util/validate'
import { useFormSave } from './use-form-save'

/** The one picker of a PickToAttachModal, built by its caller from an all-items load. */
export type AttachPicker = {
  /** The field's label; nothing picked says '<label> is required'. */
  label: string
  options: { value: string; label: string }[]
  /** The placeholder while loading, with nothing to pick, and with items to pick from. */
  placeholders: { loading: string; none: string; pick: string }
  hint?: string
  /** The all-items load (useList) the options come from, for its status line; `noun` names its items there. */
  list: AllItemsState & { data?: unknown; mutate: () => unknown }
  noun: string
}

type AttachProps<M extends ApiMethod> = {
  /** The modal's title; the copy-request dialog is titled "<title>: CLI / API". */
  title: string
  method: M
  params: (pick: string) => ParamsOf<M>
  /** The success toast's text for the pick. */
  toast: (pick: string) => string
  /** What is attached, shown above the picker. */
  children?: ReactNode
  onClose: () => void
}

/**
 * Pick one item and attach with it: `method` is the attach operation and `params` builds its
 * request from the pick (an instance for a resource, a resource for an instance).
 */
export function PickToAttachModal<M extends ApiMethod>({
  title,
  method,
  params,
  toast,
  children,
  onClose,
  picker,
}: AttachProps<M> & { picker: AttachPicker }) {
  const { form, shell } = useFormSave(method, {
    initial: { pick: '' },
    validate: (v) => ({ pick: v.pick ? undefined : requiredMessage(picker.label) }),
    sent: (v) => v.pick,
    params,
    created: (_data, _params, pick) => toast(pick),
    back: onClose,
  })
  // a form shell: a failed submit goes to the picker, Cancel drops the draft, the refusal at the top
  return (
    <ModalForm
      title={title}
      width="medium"
      onClose={onClose}
      form={form}
      write={{ pending: shell.pending, error: shell.errors.length ? { message: shell.errors[0] } : null }}
      submitLabel="Attach"
    >
      {children && <p>{children}</p>}
      <SelectField
        status={<AllItemsStatus state={picker.list} noun={picker.noun} onRetry={() => void picker.list.mutate()} />}
        label={picker.label}
        required
        value={form.values.pick}
        onValue={form.set('pick')}
        placeholder={
          !picker.list.data
            ? picker.placeholders.loading
            : picker.options.length
              ? picker.placeholders.pick
              : picker.placeholders.none
        }
        hint={picker.hint}
        options={picker.options}
        error={form.shown.pick}
      />
    </ModalForm>
  )
}

/** Pick one of the project's instances and attach a resource (external subnet, floating IP) to it. */
export function AttachToInstanceModal<M extends ApiMethod>({
  project,
  ...props
}: AttachProps<M> & { project: string }) {
  const instances = useList('instanceList', { query: { project } })
  const items = instances.data?.items ?? []
  const more = Boolean(instances.data && !instances.complete)
  return (
    <PickToAttachModal
      {...props}
      picker={{
        label: 'Instance',
        list: instances,
        noun: 'instances',
        placeholders: {
          loading: 'Loading instances…',
          none: 'No instances in this project',
          pick: 'Select an instance',
        },
        hint: more ? `Showing the first ${items.length} instances of the project.` : undefined,
        options: items.map((i) => ({ value: i.name, label: `${i.name} (${i.runState})` })),
      }}
    />
  )
}
