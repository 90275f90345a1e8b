import { useState } from 'react'
import { useParams } from 'wouter'
import type { MulticastGroup } from '../../../api/generated/types'
import { groupStateColor } from '../../../api/rules/multicast'
import { to } from '../../../urls'
import { Badge } from '../../../ui/Badge'
import { Button } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import { PageHeader } from '../../../ui/PageHeader'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/list/ListTable'
import { createdCol, descriptionCol, nameCol } from '../../common/list/columns'
import { sourcesCell } from './cells'
import { JoinMulticastModal } from './JoinMulticastModal'

const columns = (project: string): Column<MulticastGroup>[] => [
  nameCol<MulticastGroup>((g) => to.multicastGroup({ project, multicastGroup: g.name })),
  descriptionCol,
  { header: 'Multicast IP', cell: (g) => <code>{g.multicastIp}</code> },
  { header: 'State', cell: (g) => <Badge color={groupStateColor(g.state)}>{g.state}</Badge> },
  {
    header: 'Source IPs',
    cell: (g) =>
      g.sourceIps.length ? (
        <>
          {sourcesCell(g.sourceIps)}
          {g.hasAnySourceMember && <span className="muted"> and any source</span>}
        </>
      ) : (
        sourcesCell([])
      ),
  },
  createdCol,
]

const MULTICAST_INTRO =
  'Multicast groups are shared by the whole fleet: instances of any project can join the same group. There is no separate create step: an instance joining a new group name or multicast IP creates the group, and the group is deleted when its last member leaves.'

/**
 * /projects/:project/multicast-groups: the groups an instance of this project can join. nexus.json's
 * multicastGroupList takes no project (groups are fleet-wide), so this lists every group; joining picks
 * one of this project's instances.
 */
export default function MulticastGroupsPage() {
  const { project } = useParams<{ project: string }>()
  const [joining, setJoining] = useState(false)
  return (
    <>
      <PageHeader docs="vpcs" title="Multicast groups">
        <Button write variant="primary" onClick={() => setJoining(true)}>
          Join a group
        </Button>
      </PageHeader>
      <p className="muted">{MULTICAST_INTRO}</p>
      <ListTable<MulticastGroup>
        label="Multicast groups"
        method="multicastGroupList"
        params={{}}
        sortable
        columns={columns(project)}
        empty={
          <EmptyState
            title="No multicast groups"
            body="Join an instance to a new group name or multicast IP to create the first group."
            action={
              <Button write onClick={() => setJoining(true)}>
                Join a group
              </Button>
            }
          />
        }
      />
      {joining && <JoinMulticastModal project={project} onClose={() => setJoining(false)} />}
    </>
  )
}
