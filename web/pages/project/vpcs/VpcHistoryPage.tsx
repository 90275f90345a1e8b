import { useQuery } from '../../../api/reads'
import { Spinner } from '../../../ui/Spinner'
import { HistoryTab } from '../../common/history/HistoryTab'
import { useVpcParams } from './use-vpc-params'
import { VpcHeader } from './VpcHeader'
import { projectHistoryTarget } from '../../common/history/project-target'

/** The VPC's History tab, with the before and after of the rule saves made here. */
export default function VpcHistoryPage() {
  const p = useVpcParams()
  const { data: vpc } = useQuery(
    'vpcView',
    { path: { vpc: p.vpc }, query: { project: p.project } },
    { throwOnError: true },
  )
  return (
    <>
      <VpcHeader />
      {vpc ? <HistoryTab target={projectHistoryTarget('vpc', vpc, p.project)} /> : <Spinner label="Loading VPC" />}
    </>
  )
}
