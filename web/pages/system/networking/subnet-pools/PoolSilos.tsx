import { useState } from 'react'
import type { SubnetPoolSiloLink } from '../../../../api/generated/types'
import { useAllItems } from '../../../../api/all-items'
import { pb } from '../../../../paths'
import { Badge } from '../../../../ui/Badge'
import { Button } from '../../../../ui/Button'
import { EmptyState } from '../../../../ui/EmptyState'
import { Link } from '../../../../ui/Link'
import type { Column } from '../../../../ui/Table'
import { ListTable } from '../../../common/ListPage'
import { useSubnetLinkActions } from './link-actions'
import { LinkModal } from '../ip-pools/LinkModal'

/** The silos linked to a subnet pool (links carry only the silo's id, so names come from the silo list). */
export function PoolSilos({ pool }: { pool: string }) {
  const [linking, setLinking] = useState(false)
  const silos = useAllItems('siloList', { query: {} })
  const links = useAllItems('systemSubnetPoolSiloList', { path: { pool }, query: {} })
  const linkActions = useSubnetLinkActions()
  const nameOf = (id: string) => silos.data?.items.find((s) => s.id === id)?.name ?? id
  const columns: Column<SubnetPoolSiloLink>[] = [
    {
      header: 'Silo',
      cell: (l) => <Link href={pb.siloSubnetPools({ silo: nameOf(l.siloId) })}>{nameOf(l.siloId)}</Link>,
    },
    {
      header: 'Default',
      cell: (l) => (l.isDefault ? <Badge color="blue">default</Badge> : <span className="muted">—</span>),
    },
  ]
  const linked = new Set((links.data?.items ?? []).map((l) => l.siloId))
  const options = (silos.data?.items ?? [])
    .filter((s) => !linked.has(s.id))
    .map((s) => ({ value: s.name, label: s.name }))
  return (
    <section aria-labelledby="silos-heading">
      <div className="toolbar">
        <h2 id="silos-heading" className="grow">
          Linked silos
        </h2>
        <Button write variant="primary" onClick={() => setLinking(true)}>
          Link silo
        </Button>
      </div>
      <ListTable<SubnetPoolSiloLink & { id?: string }>
        label="Linked silos"
        method="systemSubnetPoolSiloList"
        params={{ path: { pool } }}
        columns={columns}
        rowName={(l) => nameOf(l.siloId)}
        rowActions={(l) => linkActions({ pool, silo: nameOf(l.siloId), isDefault: l.isDefault })}
        empty={
          <EmptyState
            title="No linked silos"
            body="No silo can allocate external subnets from this pool until it is linked."
          />
        }
      />
      {linking && (
        <LinkModal
          kind="subnet"
          fixed={{ pool }}
          pick="silo"
          options={options}
          loading={silos.isLoading}
          onClose={() => setLinking(false)}
        />
      )}
    </section>
  )
}
