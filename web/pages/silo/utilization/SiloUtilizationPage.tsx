import { usePageQuery } from '../../../api/hooks'
import { PageHeader } from '../../../ui/PageHeader'
import { Spinner } from '../../../ui/Spinner'
import { UsageTable } from '../../common/usage/UsageTable'
import ProvisionedChart from '../../common/metrics/ProvisionedChart'

/** /utilization (silo level): what the silo has provisioned against its quotas. */
export default function SiloUtilizationPage() {
  const { data } = usePageQuery('utilizationView', {})
  return (
    <>
      <PageHeader title="Utilization" />
      {data ? (
        <UsageTable
          label="Provisioned of quota"
          used={data.provisioned}
          limit={data.capacity}
          usedLabel="Provisioned"
          limitLabel="Quota"
        />
      ) : (
        <Spinner label="Loading utilization" />
      )}
      <ProvisionedChart scope="silo" />
    </>
  )
}
