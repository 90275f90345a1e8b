import { useState } from 'react'
import { useParams } from 'wouter'
import type { MulticastGroupMember } from '../../../api/generated/types'
import { useList, useQuery } from '../../../api/reads'
import { groupStateColor } from '../../../api/rules/multicast'
import { Badge } from '../../../ui/Badge'
import { Button } from '../../../ui/Button'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import type { Column } from '../../../ui/Table'
import { formatDateTime } from '../../../util/time'
import { ListTable } from '../../common/list/ListTable'
import { createdCol } from '../../common/list/columns'
import { MemberInstance, memberStateCol, sourcesCell } from './cells'
import { JoinMulticastModal } from './JoinMulticastModal'

const memberColumns = (nameOf: (id: string) => string | undefined): Column<MulticastGroupMember>[] => [
  { header: 'Instance', cell: (m) => <MemberInstance id={m.instanceId} name={nameOf(m.instanceId)} /> },
  memberStateCol,
  { header: 'Source IPs', cell: (m) => sourcesCell(m.sourceIps) },
  { ...createdCol, header: 'Joined' },
]

/**
 * /projects/:project/multicast-groups/:multicastGroup: a group (multicastGroupView) and its members
 * (multicastGroupMemberList, paged), which may be instances of other projects. An instance of this
 * project joins it from here; instances leave from their networking tab.
 */
export default function MulticastGroupPage() {
  const { project, multicastGroup } = useParams<{ project: string; multicastGroup: string }>()
  const [joining, setJoining] = useState(false)
  const { data: group } = useQuery('multicastGroupView', { path: { multicastGroup } }, { throwOnError: true })
  // this project's instances name their members; others are shown by ID (see MemberInstance)
  const instances = useList('instanceList', { query: { project } })
  const instanceName = (id: string) => instances.data?.items.find((i) => i.id === id)?.name
  const pools = useList('ipPoolList', {})
  const poolName = (id: string) => pools.data?.items.find((p) => p.id === id)?.name
  return (
    <>
      <PageHeader docs="vpcs" title={multicastGroup}>
        <Button write onClick={() => setJoining(true)}>
          Add an instance
        </Button>
      </PageHeader>
      {group && (
        <>
          <PropertiesList
            items={[
              ['Description', group.description || '—'],
              ['Multicast IP', <code>{group.multicastIp}</code>],
              ['State', <Badge color={groupStateColor(group.state)}>{group.state}</Badge>],
              ['IP pool', poolName(group.ipPoolId) ?? <code>{group.ipPoolId}</code>],
              [
                'Source IPs',
                <>
                  {sourcesCell(group.sourceIps)}
                  {group.sourceIps.length > 0 && group.hasAnySourceMember && (
                    <span className="muted"> (and members that take any source)</span>
                  )}
                </>,
              ],
              ['ID', <code>{group.id}</code>],
              ['Created', formatDateTime(group.timeCreated)],
            ]}
          />
          <h2>Members</h2>
          <p className="muted">
            Members may be instances of any project. An instance leaves the group from its networking tab; the group is
            deleted when its last member leaves.
          </p>
          <ListTable<MulticastGroupMember>
            label="Members"
            method="multicastGroupMemberList"
            params={{ path: { multicastGroup } }}
            columns={memberColumns(instanceName)}
            rowName={(m) => m.instanceId}
            empty={{ title: 'No members', body: 'The group is deleted once its last member has left.' }}
          />
        </>
      )}
      {joining && group && (
        <JoinMulticastModal project={project} group={group.name} onClose={() => setJoining(false)} />
      )}
    </>
  )
}
