import { useState } from 'react'
import type { SiloIpPool } from '../../../api/generated/types'
import { useApiQuery } from '../../../api/hooks'
import { useAllItems } from '../../../api/all-items'
import { pb } from '../../../paths'
import { Badge } from '../../../ui/Badge'
import { Button } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/ListPage'
import { descriptionCol, nameCol } from '../../common/columns'
import { useLinkActions } from '../networking/ip-pools/link-actions'
import { LinkModal } from '../networking/ip-pools/LinkModal'
import { versionLabel } from '../networking/ip-pools/pool-labels'
import { SiloHeader, useSiloParam } from './SiloHeader'
import { ALL_ISH } from '../../common/access/use-role'

const columns: Column<SiloIpPool>[] = [
  nameCol<SiloIpPool>((p) => pb.ipPool({ pool: p.name })),
  descriptionCol,
  { header: 'Version', cell: (p) => versionLabel(p.ipVersion) },
  { header: 'Type', cell: (p) => p.poolType },
  {
    header: 'Default',
    cell: (p) => (p.isDefault ? <Badge color="blue">default</Badge> : <span className="muted">—</span>),
  },
]

/** system/silos/:silo/ip-pools: pools the silo may allocate from; link, unlink, make default. */
export default function SiloIpPoolsPage() {
  const silo = useSiloParam()
  const [linking, setLinking] = useState(false)
  const linked = useAllItems('siloIpPoolList', { path: { silo }, query: {} })
  const all = useApiQuery('systemIpPoolList', { query: { limit: ALL_ISH, assignment: 'silos' } }, { enabled: linking })
  const linkActions = useLinkActions()
  const defaults = (linked.data?.items ?? []).filter((p) => p.isDefault)
  const actions = (p: SiloIpPool) =>
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
        <h2 className="grow">IP pools</h2>
        <Button write variant="primary" onClick={() => setLinking(true)}>
          Link pool
        </Button>
      </div>
      <ListTable<SiloIpPool>
        label="Linked IP pools"
        method="siloIpPoolList"
        params={{ path: { silo } }}
        columns={columns}
        rowActions={actions}
        empty={
          <EmptyState
            title="No linked pools"
            body="Instances in this silo cannot get external addresses until a pool is linked."
          />
        }
      />
      {linking && (
        <LinkModal
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
