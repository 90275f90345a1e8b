import { useList, useQuery } from '../../../api/reads'
import { estimateCapacity } from '../../../api/rules/capacity'
import { sledInService } from '../../../api/rules/sleds'
import { PageHeader } from '../../../ui/PageHeader'
import { PanelBoundary } from '../../../ui/PanelBoundary'
import { useFleetRole } from '../../common/access/use-role'
import { CapacityTable } from '../../common/usage/CapacityTable'
import { UsageTable } from '../../common/usage/UsageTable'
import { UsageCards } from '../../common/usage/UsageCards'
import { ExactFigures } from '../../common/usage/ExactFigures'
import ProvisionedChart from '../../common/metrics/ProvisionedChart'

/**
 * /utilization (silo level): what the silo has provisioned against its quotas, and, for a reader
 * with a fleet role (who may list the sleds), the rack's estimated physical capacity beside them:
 * as cards with bars first, the exact tables behind a disclosure, then the charts.
 */
export default function SiloUtilizationPage() {
  const { data, mutate } = useQuery('utilizationView', {}, { throwOnError: true })
  const fleet = useFleetRole()
  const sleds = useList('sledList', { query: {} }, { enabled: Boolean(fleet.role) })
  const estimate = sleds.data && estimateCapacity(sleds.data.items.filter(sledInService))
  const capacity = fleet.isLoading
    ? undefined
    : !fleet.role
      ? null
      : estimate && { cpus: estimate.cpu, memory: estimate.ramBytes, storage: estimate.diskBytes }
  return (
    <>
      <PageHeader title="Utilization" />
      <PanelBoundary title="Usage">
        <UsageCards provisioned={data?.provisioned} quota={data?.capacity} capacity={capacity} />
      </PanelBoundary>
      <ExactFigures>
        <PanelBoundary title="Provisioned of quota">
          <UsageTable
            label="Provisioned of quota"
            used={data?.provisioned}
            limit={data?.capacity}
            usedLabel="Provisioned"
            limitLabel="Quota"
            retry={() => void mutate()}
          />
        </PanelBoundary>
        <PanelBoundary title="Quota, provisioned and capacity">
          <CapacityTable
            scope="capacity"
            provisioned={data?.provisioned}
            quota={data?.capacity}
            capacity={capacity}
            error={sleds.error}
            retry={() => void sleds.mutate()}
          />
        </PanelBoundary>
      </ExactFigures>
      <ProvisionedChart scope="silo" />
    </>
  )
}
