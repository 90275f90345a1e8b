import type { SiloUtilization } from '../../../api/generated/types'
import { useAllItems } from '../../../api/all-items'
import { estimateCapacity } from '../../../api/rules/capacity'
import { sledInService } from '../../../api/rules/sleds'
import { pb } from '../../../paths'
import { Link } from '../../../ui/Link'
import { PageHeader } from '../../../ui/PageHeader'
import { Spinner } from '../../../ui/Spinner'
import { Table, type Column } from '../../../ui/Table'
import { formatPercent } from '../../../util/format'
import { UsageBar } from '../../common/usage/UsageBar'
import { UsageTable } from '../../common/usage/UsageTable'
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
import { ErrorBox } from '../../../ui/ErrorBox'

const barCell = (r: Resource) => (u: SiloUtilization) => (
  <UsageBar
    label={`${u.siloName} ${resourceLabel[r]} provisioned of allocated`}
    figure={usageFigure(u.provisioned[r], u.allocated[r])}
    text={`${formatResource(r, u.provisioned[r])} of ${formatResource(r, u.allocated[r])} (${formatPercent(u.provisioned[r], u.allocated[r])})`}
  />
)

const barColumns: Column<SiloUtilization>[] = [
  { header: 'Silo', cell: (u) => <Link href={pb.siloQuotas({ silo: u.siloName })}>{u.siloName}</Link> },
  ...resources.map((r) => ({ header: resourceLabel[r], cell: barCell(r) })),
]

const figureColumns: Column<SiloUtilization>[] = [
  { header: 'Silo', cell: (u) => u.siloName },
  ...resources.flatMap((r) => [
    { header: `${resourceLabel[r]} provisioned`, cell: (u: SiloUtilization) => formatResource(r, u.provisioned[r]) },
    { header: `${resourceLabel[r]} allocated`, cell: (u: SiloUtilization) => formatResource(r, u.allocated[r]) },
  ]),
]

/**
 * system/utilization: what each silo has provisioned against what its quota
 * allocates, and the whole fleet's allocation against the rack's estimated
 * capacity (SPEC §9).
 */
export default function SystemUtilizationPage() {
  useFleetAccess()
  const util = useAllItems('siloUtilizationList', { query: {} })
  const sleds = useAllItems('sledList', { query: {} })
  const inService = (sleds.data?.items ?? []).filter(sledInService)
  const capacity = sleds.data ? estimateCapacity(inService) : undefined
  const rows = util.data?.items ?? []
  const allocated = sumCounts(rows.map((r) => r.allocated))
  const provisioned = sumCounts(rows.map((r) => r.provisioned))
  const error = util.error ?? sleds.error
  return (
    <>
      <PageHeader docs="metrics" title="Utilization" />
      {error && <ErrorBox title="Could not load utilization">{error.message}</ErrorBox>}
      <section aria-labelledby="capacity-heading">
        <h2 id="capacity-heading">Rack capacity</h2>
        <p className="muted">
          Estimated from {inService.length} in-service sleds: 70% of their usable CPUs and RAM, and of 32 TiB disk per
          sled.
        </p>
        {capacity && util.data ? (
          <>
            <h3>Allocated to silos by quota</h3>
            <UsageTable
              label="Allocated of capacity"
              used={allocated}
              limit={{ cpus: capacity.cpu, memory: capacity.ramBytes, storage: capacity.diskBytes }}
              usedLabel="Allocated"
              limitLabel="Capacity"
            />
            <h3>Provisioned by silos</h3>
            <UsageTable
              label="Provisioned of capacity"
              used={provisioned}
              limit={{ cpus: capacity.cpu, memory: capacity.ramBytes, storage: capacity.diskBytes }}
              usedLabel="Provisioned"
              limitLabel="Capacity"
            />
          </>
        ) : (
          !error && <Spinner label="Loading capacity" />
        )}
      </section>
      <section aria-labelledby="silos-heading">
        <h2 id="silos-heading">Silos: provisioned of allocated</h2>
        {util.data ? (
          <>
            <Table label="Silo utilization" columns={barColumns} rows={rows} rowKey={(u) => u.siloId} />
            <h3>Exact figures</h3>
            <Table label="Silo utilization figures" columns={figureColumns} rows={rows} rowKey={(u) => u.siloId} />
          </>
        ) : (
          !error && <Spinner label="Loading silo utilization" />
        )}
      </section>
      <ProvisionedChart scope="system" />
    </>
  )
}
