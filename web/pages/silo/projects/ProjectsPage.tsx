import type { Project } from '../../../api/generated/types'
import { pb } from '../../../paths'
import { LinkButton } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import { PageHeader } from '../../../ui/PageHeader'
import { ListTable } from '../../common/ListPage'
import { createdCol, descriptionCol, nameCol } from '../../common/columns'
import { useProjectActions } from './actions'
import type { Column } from '../../../ui/Table'
import { useQuickActions } from '../../layout/quick-actions'

const columns: Column<Project>[] = [
  nameCol<Project>((p) => pb.instances({ project: p.name })),
  descriptionCol,
  createdCol,
]

export default function ProjectsPage() {
  const actions = useProjectActions()
  useQuickActions([{ label: 'New project', group: 'Actions', href: pb.projectsNew() }])
  return (
    <>
      <PageHeader docs="projects" title="Projects">
        <LinkButton write variant="primary" href={pb.projectsNew()}>
          New project
        </LinkButton>
      </PageHeader>
      <ListTable<Project>
        label="Projects"
        method="projectList"
        params={{}}
        sortable
        columns={columns}
        rowActions={actions}
        empty={
          <EmptyState
            title="No projects"
            body="Projects hold instances, disks and networks."
            action={
              <LinkButton write href={pb.projectsNew()}>
                New project
              </LinkButton>
            }
          />
        }
      />
    </>
  )
}
