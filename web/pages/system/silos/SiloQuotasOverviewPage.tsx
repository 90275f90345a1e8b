import type { SiloQuotas } from '../../../api/generated/types'
import { allItemsStatus } from '../../../api/all-items'
import { useList } from '../../../api/reads'
import { to } from '../../../urls'
import { EmptyState } from '../../../ui/EmptyState'
import { Link } from '../../../ui/Link'
import { PageHeader } from '../../../ui/PageHeader'
import type { Column } from '../../../ui/Table'

/** ListTable keys rows by id; a silo's quotas are keyed by its silo's. */
type Row = SiloQuotas & { id?: string }
import { ListTable } from '../../common/list/ListTable'
import { formatResource, resourceLabel, resources } from '../../common/usage/usage'
import { useFleetAccess } from '../use-fleet-access'

/**
 * system/silo-quotas: every silo's quotas in one table (systemQuotasList). Quotas carry the
 * silo's id only, so names come from the whole silo list; a silo the list has not reached
 * (or that it could not read) is shown by its id, and the line above the table says why.
 */
export default function SiloQuotasOverviewPage() {
  useFleetAccess()
  const silos = useList('siloList', {})
  const names = new Map(silos.items.map((s) => [s.id, s.name]))
  // while the names load, rows wait for them quietly; once loaded, a short list is said
  const status = silos.isLoading ? undefined : allItemsStatus(silos, 'silos')
  const columns: Column<Row>[] = [
    {
      header: 'Silo',
      cell: (q) => {
        const name = names.get(q.siloId)
        return name ? <Link href={to.siloQuotas({ silo: name })}>{name}</Link> : <code>{q.siloId}</code>
      },
    },
    ...resources.map((r) => ({ header: resourceLabel[r], cell: (q: Row) => formatResource(r, q[r]) })),
  ]
  return (
    <>
      <PageHeader docs="silos" title="Silo quotas" />
      <p className="muted">
        The most CPUs, memory and storage each silo's projects may provision. Edit a silo's quotas on its Quotas tab.
      </p>
      {status && (
        <p className="muted" role="status">
          {status}; silos not loaded are shown by ID.
        </p>
      )}
      <ListTable<Row>
        label="Silo quotas"
        method="systemQuotasList"
        params={{}}
        columns={columns}
        rowName={(q) => names.get(q.siloId) ?? q.siloId}
        empty={<EmptyState title="No silos" body="Quotas appear here once a silo exists." />}
      />
    </>
  )
}
