import { useParams } from 'wouter'
import { usePageQuery } from '../../../api/hooks'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import { formatDateTime } from '../../../util/time'
import { useFleetAccess } from '../use-fleet-access'
import { idRow } from '../../common/fields/id-row'

/** One built-in user (userBuiltinView). */
export default function UserBuiltinPage() {
  useFleetAccess()
  const { user } = useParams<{ user: string }>()
  const { data } = usePageQuery('userBuiltinView', { path: { user } })
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
