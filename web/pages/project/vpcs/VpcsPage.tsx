import { useParams } from 'wouter'
import type { Vpc } from '../../../api/generated/types'
import { pb } from '../../../paths'
import { LinkButton } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import { PageHeader } from '../../../ui/PageHeader'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/ListPage'
import { createdCol, descriptionCol, nameCol } from '../../common/columns'
import { useVpcActions } from './actions'

const columns = (project: string): Column<Vpc>[] => [
  nameCol<Vpc>((v) => pb.vpc({ project, vpc: v.name })),
  descriptionCol,
  { header: 'DNS name', cell: (v) => v.dnsName },
  createdCol,
]

export default function VpcsPage() {
  const { project } = useParams<{ project: string }>()
  const actions = useVpcActions(project)
  return (
    <>
      <PageHeader docs="vpcs" title="VPCs">
        <LinkButton write variant="primary" href={pb.vpcsNew({ project })}>
          New VPC
        </LinkButton>
      </PageHeader>
      <ListTable<Vpc>
        label="VPCs"
        method="vpcList"
        params={{ query: { project } }}
        sortable
        columns={columns(project)}
        rowActions={actions}
        empty={<EmptyState title="No VPCs" body="A VPC is a private network for the project's instances." action={<LinkButton write href={pb.vpcsNew({ project })}>New VPC</LinkButton>} />}
      />
    </>
  )
}
