import { usePageQuery } from '../../../api/hooks'
import { PageHeader } from '../../../ui/PageHeader'
import { UsageTable } from '../../common/usage/UsageTable'
import ProvisionedChart from '../../common/metrics/ProvisionedChart'

/** /utilization (silo level): what the silo has provisioned against its quotas. */
export default function SiloUtilizationPage() {
  const { data, mutate } = usePageQuery('utilizationView', {})
  return (
    <>
      <PageHeader title="Utilization" />
      <UsageTable
        label="Provisioned of quota"
        used={data?.provisioned}
        limit={data?.capacity}
        usedLabel="Provisioned"
        limitLabel="Quota"
        retry={() => void mutate()}
      />
      <ProvisionedChart scope="silo" />
    </>
  )
}
