import { useState } from 'react'
import { useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { roleLabel } from '../../common/access/access-rows'
import { useSignOutEverywhere } from '../../common/access/actions'
import { roleDisabledReason, useSiloRole } from '../../common/access/use-role'
import { UserDetail } from '../../common/access/UserDetail'
import { Button } from '../../../ui/Button'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import { formatDateTime } from '../../../util/time'
import { idRow } from '../../common/fields/id-row'

/** lookup/users/:userId: one silo user (userView), its direct silo role, sessions and tokens. */
export default function UserPage() {
  const { userId } = useParams<{ userId: string }>()
  const { data: user } = useQuery('userView', { path: { userId } }, { throwOnError: true })
  const policy = useQuery('policyView', {})
  const { role, isLoading } = useSiloRole()
  const adminOnly = roleDisabledReason(role, 'admin', 'silo', isLoading)
  const signOut = useSignOutEverywhere()
  const [open, setOpen] = useState(false)
  const direct = policy.data?.roleAssignments.find((a) => a.identityId === userId)?.roleName
  return (
    <>
      <PageHeader title={user?.displayName ?? userId} />
      {user && (
        <PropertiesList
          items={[
            [
              'Silo role (direct)',
              policy.data ? (direct ? roleLabel(direct) : 'None; roles may come from groups') : '…',
            ],
            idRow(user.id),
            ['Created', formatDateTime(user.timeCreated)],
          ]}
        />
      )}
      {user && (
        <div className="toolbar">
          <Button disabledReason={adminOnly} onClick={() => setOpen(true)}>
            View sessions and tokens
          </Button>
          <Button variant="danger" disabledReason={adminOnly} onClick={() => signOut(user)}>
            Sign out everywhere
          </Button>
        </div>
      )}
      {open && user && <UserDetail user={user} adminOnly={adminOnly} onClose={() => setOpen(false)} />}
    </>
  )
}
