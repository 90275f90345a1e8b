import type { DocsTopic } from '../util/docs'
import { ActionMenu, type MenuAction } from './ActionMenu'
import { PageHeader } from './PageHeader'

/**
 * The header of one object's page: its name as the title, the docs link, and the same actions its
 * row menu offers, in a menu named '<name> actions' once the object is read (`actions` undefined
 * until then).
 */
export function ObjectHeader({ name, docs, actions }: { name: string; docs?: DocsTopic; actions?: MenuAction[] }) {
  return (
    <PageHeader docs={docs} title={name}>
      {actions && <ActionMenu label={`${name} actions`} actions={actions} />}
    </PageHeader>
  )
}
