import { useState } from 'react'
import { useLocation, useParams } from 'wouter'
import type { AffinityGroupMember } from '../../../api/generated/types'
import { useList, useQuery } from '../../../api/reads'
import { instanceStateColor, instanceTransitional } from '../../../api/rules/instances'
import { stateLabel } from '../../../api/rules/predicates'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import { Badge } from '../../../ui/Badge'
import { Button } from '../../../ui/Button'
import { Link } from '../../../ui/Link'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import type { Column } from '../../../ui/Table'
import { formatDateTime } from '../../../util/time'
import { ListTable } from '../../common/list/ListTable'
import { affinityHome, capitalize, useGroupActions } from './actions'
import { AddMemberModal } from './AddMemberModal'
import { groupOps, kindLabel, memberQuery, membersQuery, useGroupKind, viewQuery } from './kind'
import { DetailModal, idItem } from '../../common/DetailModal'
import { ActionButtons } from '../../../ui/ActionButtons'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'

// The member itself carries no id or name (they are in `value`); the table's row type wants one.
type MemberRow = AffinityGroupMember & { name?: string }

const memberColumns = (project: string): Column<MemberRow>[] => [
  {
    header: 'Instance',
    cell: (m) => <Link href={to.instance({ project, instance: m.value.name })}>{m.value.name}</Link>,
  },
  {
    header: 'State',
    cell: (m) => (
      <Badge color={instanceStateColor[m.value.runState]} spinner={instanceTransitional(m.value.runState)}>
        {stateLabel(m.value.runState)}
      </Badge>
    ),
  },
]

const memberTransitional = (m: MemberRow) => instanceTransitional(m.value.runState)

/** affinity/:antiAffinityGroup: the group's settings and its member instances. */
export default function AffinityGroupPage() {
  const { project, antiAffinityGroup: group } = useParams<{ project: string; antiAffinityGroup: string }>()
  const kind = useGroupKind()
  const [, navigate] = useLocation()
  const confirm = useConfirmedWrite()
  const [adding, setAdding] = useState(false)
  const [viewing, setViewing] = useState<string>()
  const { data } = useQuery(...viewQuery(kind, { project, group }), { throwOnError: true })
  const [membersMethod, membersParams] = membersQuery(kind, { project, group })
  // every member (all pages), so the add picker disables each one already in the group
  const members = useList(membersMethod, membersParams).items
  const groupActions = useGroupActions(kind, project, () => navigate(affinityHome(project)))
  const memberActions = (m: AffinityGroupMember): MenuAction[] => [
    { label: 'View details', onSelect: () => setViewing(m.value.name) },
    {
      label: 'Remove',
      danger: true,
      request: groupOps(kind, project).removeMember(group, m.value.name).request,
      onSelect: () =>
        confirm.confirmAction({
          title: 'Remove member',
          content: `Remove instance ${m.value.name} from ${kindLabel[kind]} ${group}?`,
          actionLabel: 'Remove',
          danger: true,
          errorTitle: 'Could not remove member',
          steps: (write) => groupOps(kind, project).removeMember(group, m.value.name).run(write),
          success: `Instance ${m.value.name} removed from ${group}`,
        }),
    },
  ]
  if (!data) return null
  return (
    <>
      <PageHeader docs="affinity" title={data.name}>
        <ActionButtons actions={groupActions(data)} />
      </PageHeader>
      <PropertiesList
        items={[
          ['Type', capitalize(kindLabel[kind])],
          ['Description', data.description || '—'],
          ['Policy', data.policy],
          ['Failure domain', data.failureDomain],
          ['Created', formatDateTime(data.timeCreated)],
          ['ID', data.id],
        ]}
      />
      <div className="page-header">
        <h2>Members</h2>
        <Button write variant="primary" onClick={() => setAdding(true)}>
          Add instance
        </Button>
      </div>
      <ListTable<MemberRow>
        label="Members"
        method={membersMethod}
        params={membersParams}
        columns={memberColumns(project)}
        rowActions={memberActions}
        rowName={(m) => m.value.name}
        refreshWhile={memberTransitional}
        empty={{ title: 'No members', body: 'Add a stopped instance to this group.' }}
      />
      {viewing && (
        <DetailModal
          title={`Member ${viewing}`}
          method={memberQuery(kind, { project, group, instance: viewing })[0]}
          params={memberQuery(kind, { project, group, instance: viewing })[1]}
          onClose={() => setViewing(undefined)}
          items={(m) => [
            ['Instance', <Link href={to.instance({ project, instance: m.value.name })}>{m.value.name}</Link>],
            [
              'State',
              <Badge color={instanceStateColor[m.value.runState]} spinner={instanceTransitional(m.value.runState)}>
                {stateLabel(m.value.runState)}
              </Badge>,
            ],
            ['Member of', `${capitalize(kindLabel[kind])} ${group}`],
            idItem(m.value.id),
          ]}
        />
      )}
      {adding && (
        <AddMemberModal
          kind={kind}
          project={project}
          group={group}
          memberIds={new Set(members.map((m) => m.value.id))}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  )
}
