import { useParams } from 'wouter'
import { usePageQuery } from '../../../api/hooks'
import { CopyButton } from '../../../ui/CopyButton'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import { formatDateTime } from '../../../util/time'
import { useFleetAccess } from '../use-fleet-access'

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
            [
              'ID',
              <>
                <code>{data.id}</code> <CopyButton text={data.id} label="Copy ID" />
              </>,
            ],
            ['Created', formatDateTime(data.timeCreated)],
            ['Modified', formatDateTime(data.timeModified)],
          ]}
        />
      )}
    </>
  )
}
