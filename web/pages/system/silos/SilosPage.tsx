import { LinkButton } from '../../../ui/Button'
import type { Silo } from '../../../api/generated/types'
import { to } from '../../../urls'
import { Badge } from '../../../ui/Badge'
import type { Column } from '../../../ui/Table'
import { ListPage } from '../../common/list/ListPage'
import { createdCol, descriptionCol, nameCol } from '../../common/list/columns'
import { useSiloActions } from './actions'
import { identityModeLabel } from './silo-form'
import { useFleetAccess } from '../use-fleet-access'

const columns: Column<Silo>[] = [
  nameCol<Silo>((s) => to.silo({ silo: s.name })),
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
      <ListPage<Silo>
        title="Silos"
        docs="silos"
        create={{ label: 'New silo', href: to.silosNew() }}
        headerActions={<LinkButton href={to.siloQuotasOverview()}>Quotas of every silo</LinkButton>}
        empty={{ title: 'No silos', body: 'A silo holds its own users, projects and resources.' }}
        method="siloList"
        params={{}}
        sortable
        columns={columns}
        rowActions={actions}
      />
    </>
  )
}
