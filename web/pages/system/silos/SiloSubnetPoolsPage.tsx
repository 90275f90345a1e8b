import { useState } from 'react'
import type { SiloSubnetPool } from '../../../api/generated/types'
import { useAllItems } from '../../../api/all-items'
import { pb } from '../../../paths'
import { Badge } from '../../../ui/Badge'
import { Button } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/ListPage'
import { descriptionCol, nameCol } from '../../common/columns'
import { versionLabel } from '../networking/ip-pools/pool-labels'
import { useSubnetLinkActions } from '../networking/subnet-pools/link-actions'
import { LinkModal } from '../networking/ip-pools/LinkModal'
import { SiloHeader, useSiloParam } from './SiloHeader'

const columns: Column<SiloSubnetPool>[] = [
  nameCol<SiloSubnetPool>((p) => pb.subnetPool({ subnetPool: p.name })),
  descriptionCol,
  { header: 'Version', cell: (p) => versionLabel(p.ipVersion) },
  {
    header: 'Default',
    cell: (p) => (p.isDefault ? <Badge color="blue">default</Badge> : <span className="muted">—</span>),
  },
]

/** system/silos/:silo/subnet-pools: subnet pools the silo's projects may take external subnets from. */
export default function SiloSubnetPoolsPage() {
  const silo = useSiloParam()
  const [linking, setLinking] = useState(false)
  const linked = useAllItems('siloSubnetPoolList', { path: { silo }, query: {} })
  const all = useAllItems('systemSubnetPoolList', { query: {} }, { enabled: linking })
  const linkActions = useSubnetLinkActions()
  const defaults = (linked.data?.items ?? []).filter((p) => p.isDefault)
  const actions = (p: SiloSubnetPool) =>
    linkActions({
      pool: p.name,
      silo,
      isDefault: p.isDefault,
      currentDefault: defaults.find((d) => d.ipVersion === p.ipVersion && d.id !== p.id)?.name,
    })
  const linkedIds = new Set((linked.data?.items ?? []).map((p) => p.id))
  const options = (all.data?.items ?? [])
    .filter((p) => !linkedIds.has(p.id))
    .map((p) => ({ value: p.name, label: `${p.name} (${p.ipVersion})` }))
  return (
    <>
      <SiloHeader />
      <div className="toolbar">
        <h2 className="grow">Subnet pools</h2>
        <Button write variant="primary" onClick={() => setLinking(true)}>
          Link subnet pool
        </Button>
      </div>
      <ListTable<SiloSubnetPool>
        label="Linked subnet pools"
        method="siloSubnetPoolList"
        params={{ path: { silo } }}
        columns={columns}
        rowActions={actions}
        empty={
          <EmptyState
            title="No linked subnet pools"
            body="Projects in this silo cannot create external subnets until a subnet pool is linked."
          />
        }
      />
      {linking && (
        <LinkModal
          kind="subnet"
          fixed={{ silo }}
          pick="pool"
          options={options}
          loading={all.isLoading}
          onClose={() => setLinking(false)}
        />
      )}
    </>
  )
}
