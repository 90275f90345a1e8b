import { useState } from 'react'
import type { ExternalSubnet, Instance } from '../../../api/generated/types'
import { useList } from '../../../api/reads'
import { to } from '../../../urls'
import { Button } from '../../../ui/Button'
import { Link } from '../../../ui/Link'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/list/ListTable'
import { descriptionCol } from '../../common/list/columns'
import { useDetachExternalSubnet } from './actions'
import { externalSubnetCan } from '../../../api/rules/external-subnets'
import { PickToAttachModal } from '../../common/AttachToInstanceModal'
import type { InstanceModalProps } from '../instances/use-instance'
import { HeadingRow } from '../../../ui/HeadingRow'

const columns = (project: string): Column<ExternalSubnet>[] => [
  {
    header: 'Name',
    sortKey: 'name',
    cell: (e) => <Link href={to.externalSubnetEdit({ project, externalSubnet: e.name })}>{e.name}</Link>,
  },
  { header: 'Subnet', cell: (e) => <code>{e.subnet}</code> },
  descriptionCol,
]

/** The instance's networking tab: its external subnets (instanceExternalSubnetList), attach and detach. */
export function InstanceExternalSubnets({ project, instance }: { project: string; instance: Instance }) {
  const [attaching, setAttaching] = useState(false)
  const detach = useDetachExternalSubnet(project)
  return (
    <>
      <HeadingRow heading="External subnets">
        <Button write size="sm" onClick={() => setAttaching(true)}>
          Attach external subnet
        </Button>
      </HeadingRow>
      <ListTable<ExternalSubnet>
        label="External subnets"
        scope="subnets"
        method="instanceExternalSubnetList"
        params={{ path: { instance: instance.name }, query: { project } }}
        columns={columns(project)}
        rowActions={(e) => [detach(e)]}
        empty={{
          title: 'No external subnets',
          body: 'Attach an external subnet to route a block of public addresses to this instance.',
        }}
      />
      {attaching && <AttachSubnetModal project={project} instance={instance} onClose={() => setAttaching(false)} />}
    </>
  )
}

/** Pick one of the project's detached external subnets for this instance. */
function AttachSubnetModal({ project, instance, onClose }: InstanceModalProps) {
  const all = useList('externalSubnetList', { query: { project } })
  const free = (all.data?.items ?? []).filter((e) => externalSubnetCan.attach(e))
  return (
    <PickToAttachModal
      title="Attach external subnet"
      method="externalSubnetAttach"
      params={(externalSubnet) => ({ path: { externalSubnet }, query: { project }, body: { instance: instance.name } })}
      toast={(externalSubnet) => `External subnet ${externalSubnet} attached to ${instance.name}`}
      onClose={onClose}
      picker={{
        label: 'External subnet',
        list: all,
        noun: 'external subnets',
        placeholders: {
          loading: 'Loading external subnets…',
          none: 'No detached external subnets in this project',
          pick: 'Select an external subnet',
        },
        hint:
          all.data && !all.complete
            ? `Showing the detached ones among the first ${all.data.items.length} external subnets.`
            : undefined,
        options: free.map((e) => ({ value: e.name, label: `${e.name} (${e.subnet})` })),
      }}
    />
  )
}
