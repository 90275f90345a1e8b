import type { Silo } from '../../../api/generated/types'
import { pb } from '../../../paths'
import { Badge } from '../../../ui/Badge'
import { LinkButton } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import { PageHeader } from '../../../ui/PageHeader'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/ListPage'
import { createdCol, descriptionCol, nameCol } from '../../common/columns'
import { useSiloActions } from './actions'
import { identityModeLabel } from './silo-form'
import { useFleetAccess } from '../use-fleet-access'

const columns: Column<Silo>[] = [
  nameCol<Silo>((s) => pb.silo({ silo: s.name })),
  descriptionCol,
  { header: 'Identity mode', cell: (s) => identityModeLabel[s.identityMode] },
  { header: 'Discoverable', cell: (s) => (s.discoverable ? 'Yes' : <Badge color="neutral">Hidden</Badge>) },
  createdCol,
]

export default function SilosPage() {
  useFleetAccess()
  const actions = useSiloActions()
  return (
    <>
      <PageHeader docs="silos" title="Silos">
        <LinkButton href={pb.siloQuotasOverview()}>Quotas of every silo</LinkButton>
        <LinkButton write variant="primary" href={pb.silosNew()}>
          New silo
        </LinkButton>
      </PageHeader>
      <ListTable<Silo>
        label="Silos"
        method="siloList"
        params={{}}
        sortable
        columns={columns}
        rowActions={actions}
        empty={
          <EmptyState
            title="No silos"
            body="A silo holds its own users, projects and resources."
            action={
              <LinkButton write href={pb.silosNew()}>
                New silo
              </LinkButton>
            }
          />
        }
      />
    </>
  )
}
