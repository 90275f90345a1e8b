import { useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { PageHeader } from '../../../ui/PageHeader'
import { Spinner } from '../../../ui/Spinner'
import { HistoryTab } from '../../common/history/HistoryTab'

/** /projects/:project/history: the project's own History, with its role saves made here. */
export default function ProjectHistoryPage() {
  const { project } = useParams<{ project: string }>()
  const { data } = useQuery('projectView', { path: { project } }, { throwOnError: true })
  return (
    <>
      <PageHeader title="Project history" />
      {data ? (
        <HistoryTab target={{ kind: 'project', id: data.id, name: data.name, timeCreated: data.timeCreated }} />
      ) : (
        <Spinner label="Loading project" />
      )}
    </>
  )
}
