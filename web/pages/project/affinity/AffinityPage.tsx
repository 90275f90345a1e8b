import { useParams } from 'wouter'
import type { AffinityGroup } from '../../../api/generated/types'
import { to } from '../../../urls'
import { LinkButton } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import { PageHeader } from '../../../ui/PageHeader'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/list/ListTable'
import { createdCol, descriptionCol, nameCol } from '../../common/list/columns'
import { useGroupActions } from './actions'
import { GROUP_KINDS, groupHref, kindHint, kindTitle, listQuery, type GroupKind } from './kind'

const columns = (kind: GroupKind, project: string): Column<AffinityGroup>[] => [
  nameCol<AffinityGroup>((g) => groupHref(kind, { project, group: g.name })),
  descriptionCol,
  { header: 'Policy', cell: (g) => g.policy },
  { header: 'Failure domain', cell: (g) => g.failureDomain },
  createdCol,
]

function GroupList({ kind, project }: { kind: GroupKind; project: string }) {
  const actions = useGroupActions(kind, project)
  const [method, params] = listQuery(kind, project)
  return (
    <section aria-label={kindTitle[kind]}>
      <h2>{kindTitle[kind]}</h2>
      <p className="muted">{kindHint[kind]}</p>
      <ListTable<AffinityGroup>
        label={kindTitle[kind]}
        method={method}
        params={params}
        sortable
        columns={columns(kind, project)}
        rowActions={actions}
        empty={<EmptyState title={`No ${kindTitle[kind].toLowerCase()}`} />}
      />
    </section>
  )
}

export default function AffinityPage() {
  const { project } = useParams<{ project: string }>()
  return (
    <>
      <PageHeader docs="affinity" title="Affinity">
        <LinkButton write variant="primary" href={to.affinityNew({ project })}>
          New group
        </LinkButton>
      </PageHeader>
      {GROUP_KINDS.map((kind) => (
        <GroupList key={kind} kind={kind} project={project} />
      ))}
    </>
  )
}
