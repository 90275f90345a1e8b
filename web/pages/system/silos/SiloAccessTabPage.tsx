import { useList, useQuery } from '../../../api/reads'
import { neededRole } from '../../../api/permissions'
import { AccessPanel } from '../../common/access/AccessPanel'
import { toIdentities } from '../../common/access/access-rows'
import { useOtherSiloPolicyStore } from '../../common/access/policy-store'
import { roleDisabledReason, useFleetRole } from '../../common/access/use-role'
import { SiloHeader, useSiloParam } from './SiloHeader'
import { ErrorBox } from '../../../ui/ErrorBox'

/** Fleet collaborators (and admins) may change any silo, its policy included. */
const SET_SILO_POLICY = neededRole('silo', 'modify_policy', 'fleet') ?? 'admin'

/**
 * system/silos/:silo/access: the silo's own policy (siloPolicyView / siloPolicyUpdate), for
 * operators managing any silo, as the silo's admins do from /access in their own silo. The
 * silo's users come from siloUserList; the API lists groups only of the caller's own silo, so
 * another silo's groups are named by ID (and granted from that silo's /access).
 */
export default function SiloAccessTabPage() {
  const silo = useSiloParam()
  const policy = useQuery('siloPolicyView', { path: { silo } })
  const siloView = useQuery('siloView', { path: { silo } })
  const me = useQuery('currentUserView', {})
  const own = !!siloView.data && siloView.data.id === me.data?.siloId
  const users = useList('siloUserList', { query: { silo } })
  const groups = useList('groupList', { query: {} }, { enabled: own })
  const { role, isLoading } = useFleetRole()
  const store = useOtherSiloPolicyStore(silo)
  return (
    <>
      <SiloHeader />
      {siloView.data && !own && (
        <p className="muted" role="note">
          Groups of {silo} are shown by ID: the API lists the groups of your own silo only. Grant a group a role from
          the silo's own Access page.
        </p>
      )}
      {users.error && <ErrorBox title="Could not load the silo's users">{users.error.message}</ErrorBox>}
      {policy.error && !policy.data ? (
        <ErrorBox title="Could not load the silo's roles">{policy.error.message}</ErrorBox>
      ) : (
        <AccessPanel
          scope="silo"
          policy={policy.data}
          identities={toIdentities(users.items, own ? groups.items : [])}
          writeDisabled={roleDisabledReason(role, SET_SILO_POLICY, 'fleet', isLoading)}
          store={store}
        />
      )}
    </>
  )
}
