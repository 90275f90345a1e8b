import { useEffect } from 'react'
import { useParams } from 'wouter'
import type { Instance } from '../../../api/generated/types'
import { instanceTransitional } from '../../../api/rules/instances'
import { to } from '../../../urls'
import { LinkButton } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import { PageHeader } from '../../../ui/PageHeader'
import { CopyTerraformButton } from '../../../ui/CopyTerraform'
import type { Column } from '../../../ui/Table'
import { formatBytes } from '../../../util/format'
import { ListTable } from '../../common/list/ListTable'
import { ProjectFirstSteps } from '../../common/first-steps/FirstSteps'
import { createdCol, nameCol } from '../../common/list/columns'
import { useInstanceActions } from './actions'
import { instanceBulk } from './bulk-actions'
import { ExternalIpsCell } from './ExternalIpsCell'
import { InstanceStateBadge } from '../../common/InstanceStateBadge'
import { whenDeferredReady } from '../../../ui/deferred'
import { useRouteQueries, type ListRoute } from '../../../routing/route-data'
import { InstanceCreatePage, StorageTab } from './lazy-pages'

const columns = (project: string): Column<Instance>[] => [
  nameCol<Instance>((i) => to.instance({ project, instance: i.name })),
  { header: 'State', cell: (i) => <InstanceStateBadge state={i.runState} /> },
  { header: 'CPU', cell: (i) => `${i.ncpus} vCPU` },
  { header: 'Memory', cell: (i) => formatBytes(i.memory) },
  { header: 'External IPs', cell: (i) => <ExternalIpsCell project={project} instance={i.name} /> },
  createdCol,
]

const isTransitional = (i: Instance) => instanceTransitional(i.runState)
/** The row's own read: with "All" rows only transitional rows in view are polled, through this. */
const readRow = (x: Instance) => ['instanceView', { path: { instance: x.id } }] as const

/**
 * The clicks that follow this list: an instance (its storage tab) and the create form. Their code
 * is fetched once the list is idle, so the click waits for their data only.
 */
function usePreloadNextPages() {
  useEffect(
    () =>
      whenDeferredReady(() => {
        StorageTab.preload()
        InstanceCreatePage.preload()
      }),
    [],
  )
}

export default function InstancesPage() {
  const { list } = useRouteQueries<ListRoute>()
  const { project } = useParams<{ project: string }>()
  usePreloadNextPages()
  const actions = useInstanceActions(project)
  const newButton = (
    <LinkButton write variant="primary" href={to.instancesNew({ project })}>
      New instance
    </LinkButton>
  )
  return (
    <>
      <PageHeader docs="instances" title={list.label}>
        <CopyTerraformButton
          label="Export project as Terraform"
          title={`Project ${project} as Terraform`}
          filename={`${project}.tf`}
          load={() => import('../../../api/terraform/load').then((m) => m.projectTerraform(project))}
        />
        {newButton}
      </PageHeader>
      <ProjectFirstSteps project={project} />
      <ListTable<Instance>
        {...list}
        columns={columns(project)}
        rowActions={actions}
        bulk={instanceBulk(project)}
        refreshWhile={isTransitional}
        readRow={readRow}
        empty={
          <EmptyState title="No instances" body="Instances are virtual machines in this project." action={newButton} />
        }
      />
    </>
  )
}
