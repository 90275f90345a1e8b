import type { Project } from '../../../api/generated/types'
import { to } from '../../../urls'
import { ListPage } from '../../common/list/ListPage'
import { NoProjectFirstSteps } from '../../common/first-steps/FirstSteps'
import { createdCol, descriptionCol, nameCol } from '../../common/list/columns'
import { useProjectActions } from './actions'
import type { Column } from '../../../ui/Table'
import { useQuickActions } from '../../layout/quick-actions'
import { useRouteQueries, type ListRoute } from '../../../routing/route-data'

const columns: Column<Project>[] = [
  nameCol<Project>((p) => to.instances({ project: p.name })),
  descriptionCol,
  createdCol,
]

export default function ProjectsPage() {
  const { list } = useRouteQueries<ListRoute>()
  const actions = useProjectActions()
  useQuickActions([{ label: 'New project', group: 'Actions', href: to.projectsNew() }])
  return (
    <>
      <ListPage<Project>
        title={list.label}
        docs="projects"
        create={{ label: 'New project', href: to.projectsNew() }}
        empty={{ title: 'No projects', body: 'Projects hold instances, disks and networks.' }}
        {...list}
        columns={columns}
        rowActions={actions}
      >
        <NoProjectFirstSteps />
      </ListPage>
    </>
  )
}
