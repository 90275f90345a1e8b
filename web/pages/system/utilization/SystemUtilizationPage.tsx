import type { SiloUtilization } from '../../../api/generated/types'
import { useList } from '../../../api/reads'
import { estimateCapacity } from '../../../api/rules/capacity'
import { sledInService } from '../../../api/rules/sleds'
import { to } from '../../../urls'
import { Link } from '../../../ui/Link'
import { PageHeader } from '../../../ui/PageHeader'
import type { Column } from '../../../ui/Table'
import { formatPercent } from '../../../util/format'
import { UsageBar } from '../../common/usage/UsageBar'
import { CapacityTable } from '../../common/usage/CapacityTable'
import { UsageTable } from '../../common/usage/UsageTable'
import { UsageCards } from '../../common/usage/UsageCards'
import { ExactFigures } from '../../common/usage/ExactFigures'
import {
  formatResource,
  resourceLabel,
  resources,
  sumCounts,
  usageFigure,
  type Resource,
} from '../../common/usage/usage'
import { useFleetAccess } from '../use-fleet-access'
import ProvisionedChart from '../../common/metrics/ProvisionedChart'
import { ArrayTable } from '../../common/list/ArrayTable'
import { HeadedSection } from '../../../ui/HeadedSection'
import { PanelBoundary } from '../../../ui/PanelBoundary'

const barCell = (r: Resource) => (u: SiloUtilization) => (
  <UsageBar
    label={`${u.siloName} ${resourceLabel[r]} provisioned of allocated`}
    figure={usageFigure(u.provisioned[r], u.allocated[r])}
    text={`${formatResource(r, u.provisioned[r])} of ${formatResource(r, u.allocated[r])} (${formatPercent(u.provisioned[r], u.allocated[r])})`}
  />
)

const barColumns: Column<SiloUtilization>[] = [
  {
    header: 'Silo',
    cell: (u) => <Link href={to.siloQuotas({ silo: u.siloName })}>{u.siloName}</Link>,
    sortValue: (u) => u.siloName,
  },
  ...resources.map((r) => ({
    header: resourceLabel[r],
    cell: barCell(r),
    sortValue: (u: SiloUtilization) => usageFigure(u.provisioned[r], u.allocated[r]).percent,
  })),
]

const figureColumns: Column<SiloUtilization>[] = [
  { header: 'Silo', cell: (u) => u.siloName, sortValue: (u) => u.siloName },
  ...resources.flatMap((r) => [
    {
      header: `${resourceLabel[r]} provisioned`,
      cell: (u: SiloUtilization) => formatResource(r, u.provisioned[r]),
      sortValue: (u: SiloUtilization) => u.provisioned[r],
    },
    {
      header: `${resourceLabel[r]} allocated`,
      cell: (u: SiloUtilization) => formatResource(r, u.allocated[r]),
      sortValue: (u: SiloUtilization) => u.allocated[r],
    },
  ]),
]

/**
 * system/utilization: what each silo has provisioned against what its quota
 * allocates, and the whole fleet's allocation against the rack's estimated
 * capacity: cards with bars first, then one bar per silo, the exact tables behind a disclosure, then the charts.
 */
export default function SystemUtilizationPage() {
  useFleetAccess()
  const util = useList('siloUtilizationList', { query: {} })
  const sleds = useList('sledList', { query: {} })
  const inService = (sleds.data?.items ?? []).filter(sledInService)
  const capacity = sleds.data ? estimateCapacity(inService) : undefined
  const rows = util.data?.items
  const allocated = rows && sumCounts(rows.map((r) => r.allocated))
  const provisioned = rows && sumCounts(rows.map((r) => r.provisioned))
  const limit = capacity && { cpus: capacity.cpu, memory: capacity.ramBytes, storage: capacity.diskBytes }
  // the capacity tables need both lists; each table shows the failure of what it reads, with a retry
  const capacityError = util.error ?? sleds.error
  const retryCapacity = () => {
    if (util.error) void util.mutate()
    if (sleds.error) void sleds.mutate()
  }
  return (
    <>
      <PageHeader docs="metrics" title="Utilization" />
      <PanelBoundary title="Usage">
        <UsageCards provisioned={provisioned} quota={allocated} capacity={limit} />
      </PanelBoundary>
      <p className="muted">
        Capacity is estimated from {inService.length} in-service sleds: 70% of their usable CPUs and RAM, and of 32 TiB
        disk per sled. Quota is what the silos' quotas allocate together.
      </p>
      <HeadedSection heading="Silos: provisioned of allocated">
        <PanelBoundary title="Silo utilization">
          <ArrayTable<SiloUtilization>
            label="Silo utilization"
            columns={barColumns}
            rows={rows}
            error={util.error}
            retry={() => void util.mutate()}
            rowKey={(u) => u.siloId}
            empty="No silos"
          />
        </PanelBoundary>
      </HeadedSection>
      <ExactFigures>
        <PanelBoundary title="Quota, provisioned and capacity">
          <CapacityTable
            scope="side-by-side"
            provisioned={provisioned}
            quota={allocated}
            capacity={limit}
            error={capacityError}
            retry={retryCapacity}
          />
        </PanelBoundary>
        <PanelBoundary title="Allocated of capacity">
          <UsageTable
            label="Allocated of capacity"
            scope="allocated"
            used={allocated}
            limit={limit}
            usedLabel="Allocated"
            limitLabel="Capacity"
            error={capacityError}
            retry={retryCapacity}
          />
        </PanelBoundary>
        <PanelBoundary title="Provisioned of capacity">
          <UsageTable
            label="Provisioned of capacity"
            scope="provisioned"
            used={provisioned}
            limit={limit}
            usedLabel="Provisioned"
            limitLabel="Capacity"
            error={capacityError}
            retry={retryCapacity}
          />
        </PanelBoundary>
        <PanelBoundary title="Silo utilization figures">
          <ArrayTable<SiloUtilization>
            label="Silo utilization figures"
            scope="figures"
            columns={figureColumns}
            rows={rows}
            error={util.error}
            retry={() => void util.mutate()}
            rowKey={(u) => u.siloId}
            empty="No silos"
          />
        </PanelBoundary>
      </ExactFigures>
      <ProvisionedChart scope="system" />
    </>
  )
}
