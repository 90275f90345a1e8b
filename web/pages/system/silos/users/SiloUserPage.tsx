import { useParams } from 'wouter'
import type { ConsoleSession } from '../../../../api/generated/types'
import { useQuery } from '../../../../api/reads'
import { EmptyState } from '../../../../ui/EmptyState'
import { PageHeader } from '../../../../ui/PageHeader'
import { PropertiesList } from '../../../../ui/PropertiesList'
import type { Column } from '../../../../ui/Table'
import { formatDateTime, timeAgo } from '../../../../util/time'
import { ListTable } from '../../../common/list/ListTable'
import { useFleetAccess } from '../../use-fleet-access'
import { idRow } from '../../../common/fields/id-row'

const sessionColumns: Column<ConsoleSession>[] = [
  { header: 'Session ID', cell: (s) => <code>{s.id}</code> },
  { header: 'Created', cell: (s) => formatDateTime(s.timeCreated) },
  { header: 'Last used', cell: (s) => timeAgo(s.timeLastUsed) },
]

/** Why a silo user's groups are not listed: no operator-facing API lists them. */
const GROUPS_UNAVAILABLE =
  'Group membership is not available to operators: the API lists groups only within the caller’s own silo, and not per user.'
const SESSIONS_OTHER_SILO = 'Sessions can only be listed for users of your own silo (the sessions API is silo-scoped).'

/** One silo user for operators: properties, and sessions when the API allows it (same silo as the caller). */
export default function SiloUserPage() {
  useFleetAccess()
  const { silo, user } = useParams<{ silo: string; user: string }>()
  const { data } = useQuery('siloUserView', { path: { userId: user }, query: { silo } }, { throwOnError: true })
  const me = useQuery('currentUserView', {})
  const sameSilo = Boolean(data && me.data && me.data.siloId === data.siloId)
  return (
    <>
      <PageHeader title={data?.displayName ?? user} />
      {data && (
        <PropertiesList
          items={[
            ['Display name', data.displayName],
            idRow(data.id),
            ['Silo', silo],
            ['Created', formatDateTime(data.timeCreated)],
            ['Modified', formatDateTime(data.timeModified)],
          ]}
        />
      )}
      <h2>Groups</h2>
      <p className="hint">{GROUPS_UNAVAILABLE}</p>
      <h2>Sessions</h2>
      {!data || !me.data ? null : sameSilo ? (
        <ListTable<ConsoleSession>
          label="Sessions"
          method="userSessionList"
          params={{ path: { userId: data.id } }}
          columns={sessionColumns}
          empty={<EmptyState title="No sessions" body="This user is not signed in anywhere." />}
        />
      ) : (
        <p className="hint">{SESSIONS_OTHER_SILO}</p>
      )}
    </>
  )
}
