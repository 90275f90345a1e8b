import type { MulticastGroupMember } from '../../../api/generated/types'
import { memberStateColor } from '../../../api/rules/multicast'
import { to } from '../../../urls'
import { Badge } from '../../../ui/Badge'
import { Link } from '../../../ui/Link'
import type { Column } from '../../../ui/Table'

/** Empty source IPs: the member takes traffic from any source (nexus.json MulticastGroupMember). */
export const sourcesCell = (ips: string[]) =>
  ips.length ? <code>{ips.join(', ')}</code> : <span className="muted">Any source</span>

/**
 * A membership's group by name (from the fleet's group list, read once for the table rather than one
 * view per row, which would refetch into a 404 when the last member leaves and the group goes), else
 * by its ID; either way a link to its page.
 */
export function GroupName({ project, id, name }: { project: string; id: string; name?: string }) {
  return <Link href={to.multicastGroup({ project, multicastGroup: name ?? id })}>{name ?? id}</Link>
}

/**
 * A member's instance: by name when it is one of this project's instances; else (groups span projects
 * and silos) its ID, said to be elsewhere, linking to the lookup that finds its project when readable.
 */
export function MemberInstance({ id, name }: { id: string; name?: string }) {
  return name ? (
    <Link href={to.instanceLookup({ instance: id })}>{name}</Link>
  ) : (
    <span>
      <Link href={to.instanceLookup({ instance: id })}>
        <code>{id}</code>
      </Link>{' '}
      <span className="muted">(another project)</span>
    </span>
  )
}

export const memberStateCol: Column<MulticastGroupMember> = {
  header: 'State',
  cell: (m) => <Badge color={memberStateColor(m.state)}>{m.state}</Badge>,
}
