import { useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import { formatDateTime } from '../../../util/time'
import { useFleetAccess } from '../use-fleet-access'
import { idRow } from '../../common/fields/id-row'

/** One built-in user (userBuiltinView). */
export default function UserBuiltinPage() {
  useFleetAccess()
  const { user } = useParams<{ user: string }>()
  const { data } = useQuery('userBuiltinView', { path: { user } }, { throwOnError: true })
  return (
    <>
      <PageHeader title={user} />
      {data && (
        <PropertiesList
          items={[
            ['Name', data.name],
            ['Description', data.description || '—'],
            idRow(data.id),
            ['Created', formatDateTime(data.timeCreated)],
            ['Modified', formatDateTime(data.timeModified)],
          ]}
        />
      )}
    </>
  )
}
