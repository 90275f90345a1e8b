import { useState } from 'react'
import type { Instance, MulticastGroupMember } from '../../../api/generated/types'
import { useList } from '../../../api/reads'
import { preview } from '../../../api/request-preview'
import { Button } from '../../../ui/Button'
import type { Column } from '../../../ui/Table'
import { ArrayTable } from '../../common/list/ArrayTable'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'
import { GroupName, memberStateCol, sourcesCell } from './cells'
import { JoinMulticastModal } from './JoinMulticastModal'
import { HeadingRow } from '../../../ui/HeadingRow'

const columns = (project: string, nameOf: (id: string) => string | undefined): Column<MulticastGroupMember>[] => [
  {
    header: 'Group',
    cell: (m) => <GroupName project={project} id={m.multicastGroupId} name={nameOf(m.multicastGroupId)} />,
    sortValue: (m) => nameOf(m.multicastGroupId),
  },
  { header: 'Multicast IP', cell: (m) => <code>{m.multicastIp}</code> },
  { header: 'Source IPs', cell: (m) => sourcesCell(m.sourceIps) },
  memberStateCol,
]

/**
 * The instance's networking tab: the multicast groups it belongs to (instanceMulticastGroupList, every
 * page), join (which may create the group) and leave (confirmed; the last member leaving deletes it).
 */
export function InstanceMulticastGroups({ project, instance }: { project: string; instance: Instance }) {
  const [joining, setJoining] = useState(false)
  const confirm = useConfirmedWrite()
  const groups = useList('instanceMulticastGroupList', { path: { instance: instance.name }, query: { project } })
  const all = useList('multicastGroupList', {})
  const nameOf = (id: string) => all.data?.items.find((g) => g.id === id)?.name
  const leaveParams = (m: MulticastGroupMember) => ({
    path: { instance: instance.name, multicastGroup: m.multicastGroupId },
    query: { project },
  })
  const actions = (m: MulticastGroupMember) => [
    {
      label: 'Leave',
      danger: true,
      request: preview('instanceMulticastGroupLeave', leaveParams(m)),
      onSelect: () =>
        confirm.confirmAction({
          title: 'Leave multicast group',
          content: (
            <p>
              Take <strong>{instance.name}</strong> out of the multicast group at {m.multicastIp}? It stops receiving
              the group's traffic. If it is the group's last member, the group is deleted and its address released.
            </p>
          ),
          actionLabel: 'Leave',
          danger: true,
          errorTitle: 'Could not leave multicast group',
          method: 'instanceMulticastGroupLeave',
          params: leaveParams(m),
          success: `${instance.name} left the multicast group at ${m.multicastIp}`,
        }),
    },
  ]
  return (
    <>
      <HeadingRow heading="Multicast groups">
        <Button write size="sm" onClick={() => setJoining(true)}>
          Join multicast group
        </Button>
      </HeadingRow>
      {groups.data && !groups.data.complete && (
        <p className="muted" role="status">
          Showing the first {groups.data.items.length} memberships
          {groups.data.error ? ` (the rest could not be loaded: ${groups.data.error.message})` : ''}.
        </p>
      )}
      <ArrayTable<MulticastGroupMember>
        label="Multicast groups"
        scope="multicast"
        columns={columns(project, nameOf)}
        rows={groups.data?.items}
        // a partial read is the note above; the shell shows only a failure before any membership
        error={groups.items.length ? undefined : groups.error}
        retry={() => void groups.mutate()}
        rowKey={(m) => m.id}
        rowName={(m) => m.multicastIp}
        rowActions={actions}
        empty={{
          title: 'No multicast groups',
          body: 'Join a group to receive its traffic; joining by a new name or multicast IP creates the group.',
        }}
      />
      {joining && <JoinMulticastModal project={project} instance={instance.name} onClose={() => setJoining(false)} />}
    </>
  )
}
