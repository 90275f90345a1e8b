import { NameDescriptionFields } from '../../ui/NameDescriptionFields'
import { SideModalForm } from '../../ui/SideModal'
import { useShellForm, type FormShellProps } from '../../ui/use-form'
import type { DocsTopic } from '../../util/docs'
import { validateName } from '../../util/validate'

/** Name and description: all a project, a router or an internet gateway has to set. The server's error (e.g. 'Project name already exists') shows at the top. */
export type NamedValues = { name: string; description: string }
export const namedDefaults: NamedValues = { name: '', description: '' }

export const validateNamed = (v: NamedValues) => ({ name: validateName(v.name.trim()) })
export const sentNamed = <V extends NamedValues>(v: V): V => ({ ...v, name: v.name.trim() })

export function NamedForm({ docs, ...props }: FormShellProps<NamedValues> & { docs?: DocsTopic }) {
  const form = useShellForm(props, { validate: validateNamed, sent: sentNamed })
  return (
    <SideModalForm docs={docs} {...form.shell}>
      <NameDescriptionFields form={form} />
    </SideModalForm>
  )
}
