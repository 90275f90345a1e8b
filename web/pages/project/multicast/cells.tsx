import type { MulticastGroupMember } from '../../../api/generated/types'
import { useApiQuery } from '../../../api/hooks'
import { memberStateColor } from '../../../api/rules/multicast'
import { pb } from '../../../paths'
import { Badge } from '../../../ui/Badge'
import { Link } from '../../../ui/Link'
import type { Column } from '../../../ui/Table'

/** Empty source IPs: the member takes traffic from any source (nexus.json MulticastGroupMember). */
export const sourcesCell = (ips: string[]) =>
  ips.length ? <code>{ips.join(', ')}</code> : <span className="muted">Any source</span>

/** A membership's group by name (its page), from the group's own view; its ID while that loads or fails. */
export function GroupName({ project, id }: { project: string; id: string }) {
  const q = useApiQuery('multicastGroupView', { path: { multicastGroup: id } })
  return <Link href={pb.multicastGroup({ project, multicastGroup: q.data?.name ?? id })}>{q.data?.name ?? id}</Link>
}

/**
 * A member's instance by name, with its project when it is another one (groups span projects). An
 * instance the caller may not read (or already gone) shows as its ID, said so rather than hidden.
 */
export function MemberInstance({ projectId, id }: { projectId?: string; id: string }) {
  const q = useApiQuery('instanceView', { path: { instance: id } })
  if (!q.data)
    return q.error ? (
      <span>
        <code>{id}</code> <span className="muted">(not visible to you)</span>
      </span>
    ) : (
      <code>{id}</code>
    )
  return (
    <span>
      <Link href={pb.instanceLookup({ instance: id })}>{q.data.name}</Link>
      {projectId && q.data.projectId !== projectId && <span className="muted"> (another project)</span>}
    </span>
  )
}

export const memberStateCol: Column<MulticastGroupMember> = {
  header: 'State',
  cell: (m) => <Badge color={memberStateColor(m.state)}>{m.state}</Badge>,
}
