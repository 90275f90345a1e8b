import { useQuery } from '../../../api/reads'
import { Spinner } from '../../../ui/Spinner'
import { HistoryTab } from '../../common/history/HistoryTab'
import { SiloHeader, useSiloParam } from './SiloHeader'

/** The silo's History tab, with the before and after of the quota and role saves made here. */
export default function SiloHistoryPage() {
  const silo = useSiloParam()
  const { data } = useQuery('siloView', { path: { silo } }, { throwOnError: true })
  return (
    <>
      <SiloHeader />
      {data ? (
        <HistoryTab target={{ kind: 'silo', id: data.id, name: data.name, timeCreated: data.timeCreated }} />
      ) : (
        <Spinner label="Loading silo" />
      )}
    </>
  )
}
