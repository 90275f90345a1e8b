import { useState } from 'react'
import { useQuery } from '../../../api/reads'
import { Button } from '../../../ui/Button'
import type { Column } from '../../../ui/Table'
import { formatPercent } from '../../../util/format'
import { UsageBar } from '../../common/usage/UsageBar'
import { formatResource, resourceLabel, resources, usageFigure, type Resource } from '../../common/usage/usage'
import { QuotasModal } from './QuotasModal'
import { SiloHeader, useSiloParam } from './SiloHeader'
import { ArrayTable } from '../../common/list/ArrayTable'

type Row = { resource: Resource; quota: number; provisioned: number | undefined }

const columns: Column<Row>[] = [
  { header: 'Resource', cell: (r) => resourceLabel[r.resource], sortValue: (r) => resourceLabel[r.resource] },
  { header: 'Quota', cell: (r) => formatResource(r.resource, r.quota), sortValue: (r) => r.quota },
  {
    header: 'Provisioned',
    cell: (r) => (r.provisioned === undefined ? '—' : formatResource(r.resource, r.provisioned)),
    sortValue: (r) => r.provisioned,
  },
  {
    header: 'Used',
    cell: (r) =>
      r.provisioned === undefined ? (
        '—'
      ) : (
        <UsageBar
          label={`${resourceLabel[r.resource]} used of quota`}
          figure={usageFigure(r.provisioned, r.quota)}
          text={formatPercent(r.provisioned, r.quota)}
        />
      ),
    sortValue: (r) => (r.provisioned === undefined ? undefined : usageFigure(r.provisioned, r.quota).percent),
  },
]

/** system/silos/:silo/quotas: each quota beside what the silo has provisioned; edit opens a form. */
export default function SiloQuotasPage() {
  const silo = useSiloParam()
  const [editing, setEditing] = useState(false)
  const quotas = useQuery('siloQuotasView', { path: { silo } })
  const usage = useQuery('siloUtilizationView', { path: { silo } })
  const q = quotas.data
  const rows: Row[] | undefined = q
    ? resources.map((resource) => ({ resource, quota: q[resource], provisioned: usage.data?.provisioned[resource] }))
    : undefined
  return (
    <>
      <SiloHeader />
      <div className="toolbar">
        <h2 className="grow">Quotas</h2>
        <Button write variant="primary" disabledReason={!q && 'Quotas are loading'} onClick={() => setEditing(true)}>
          Edit quotas
        </Button>
      </div>
      <ArrayTable<Row>
        label="Quotas"
        columns={columns}
        rows={rows}
        error={quotas.error}
        retry={() => void quotas.mutate()}
        validating={quotas.isValidating}
        rowKey={(r) => r.resource}
        empty="No quotas"
      />
      {editing && q && <QuotasModal silo={silo} quotas={q} onClose={() => setEditing(false)} />}
    </>
  )
}
