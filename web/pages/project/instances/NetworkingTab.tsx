import { useState } from 'react'
import type { ExternalIp, Instance, InstanceNetworkInterface } from '../../../api/generated/types'
import { preview } from '../../../api/request-preview'
import { useList, useQuery } from '../../../api/reads'
import { instanceActionDisabled } from '../../../api/rules/instances'
import { Badge } from '../../../ui/Badge'
import { Button } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import type { Column } from '../../../ui/Table'
import { InstanceExternalSubnets } from '../external-subnets/InstanceExternalSubnets'
import { InstanceMulticastGroups } from '../multicast/InstanceMulticastGroups'
import { AddNicModal } from './AddNicModal'
import { AttachEphemeralIpModal } from './AttachEphemeralIpModal'
import { AttachFloatingIpModal } from './AttachFloatingIpModal'
import { InstanceFrame } from './InstanceFrame'
import { ipVersion } from '../../../util/ip'
import { EditNicModal } from './EditNicModal'
import { nicAddresses, nicTransitIps } from './nic'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'
import { ArrayTable } from '../../common/list/ArrayTable'
import { DetailModal, idItem } from '../../common/DetailModal'
import { formatDateTime } from '../../../util/time'
import { HeadingRow } from '../../../ui/HeadingRow'

const ALREADY_PRIMARY = 'This is already the primary interface'
const HAS_EPHEMERAL_IP = 'The instance already has an ephemeral IP'

const none = <span className="muted">—</span>

/** VPC and subnet are shown by name when the lookups have it, else by ID (nothing is hidden). */
const nicColumns = (
  vpcName: (id: string) => string,
  subnetName: (id: string) => string,
): Column<InstanceNetworkInterface>[] => [
  {
    header: 'Name',
    cell: (n) =>
      n.primary ? (
        <>
          {n.name} <Badge>primary</Badge>
        </>
      ) : (
        n.name
      ),
    sortValue: (n) => n.name,
  },
  { header: 'Description', cell: (n) => n.description || none },
  { header: 'Private IP', cell: (n) => nicAddresses(n) },
  { header: 'VPC', cell: (n) => vpcName(n.vpcId) },
  { header: 'Subnet', cell: (n) => subnetName(n.subnetId) },
  { header: 'Transit IPs', cell: (n) => nicTransitIps(n).join(', ') || none },
  { header: 'MAC', cell: (n) => n.mac },
]

/** Version and pool (by name when the silo's pools list has it, else its ID) beside each address. */
const ipColumns = (poolName: (id: string) => string): Column<ExternalIp>[] => [
  {
    header: 'Kind',
    cell: (ip) =>
      ip.kind === 'snat' ? (
        <span title="The source address of the instance's outbound traffic; it cannot be reached from outside">
          SNAT <span className="muted">(outbound)</span>
        </span>
      ) : (
        ip.kind
      ),
    sortValue: (ip) => ip.kind,
  },
  { header: 'IP', cell: (ip) => ip.ip },
  { header: 'Version', cell: (ip) => (ipVersion(ip.ip) === 6 ? 'IPv6' : 'IPv4'), sortValue: (ip) => ipVersion(ip.ip) },
  { header: 'Pool', cell: (ip) => poolName(ip.ipPoolId), sortValue: (ip) => poolName(ip.ipPoolId) },
  {
    header: 'Name',
    cell: (ip) =>
      'name' in ip ? (
        ip.name
      ) : ip.kind === 'snat' ? (
        <span className="muted nowrap">
          ports {ip.firstPort}-{ip.lastPort}
        </span>
      ) : (
        <span className="muted">—</span>
      ),
    sortValue: (ip) => ('name' in ip ? ip.name : ''),
  },
]

/** The distinct ids `of` the items, sorted (a stable cache key); undefined until the items are in. */
const idsOf = <T,>(items: T[] | undefined, of: (item: T) => string) => items && [...new Set(items.map(of))].sort()

function Nics({ project, instance }: { project: string; instance: Instance }) {
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<InstanceNetworkInterface>()
  const [viewing, setViewing] = useState<InstanceNetworkInterface>()
  const confirm = useConfirmedWrite()
  const nics = useList('instanceNetworkInterfaceList', { query: { project, instance: instance.name } })
  // the names of just the VPCs and subnets the interfaces name, by id (a project may hold more than one page)
  const nicItems = nics.data?.items
  const vpcIds = idsOf(nicItems, (n) => n.vpcId)
  const vpcs = useQuery(
    'vpcView',
    vpcIds?.map((vpc) => ({ path: { vpc } })),
    { settle: true },
  )
  const subnetIds = idsOf(nicItems, (n) => n.subnetId)
  const subnets = useQuery(
    'vpcSubnetView',
    subnetIds?.map((subnet) => ({ path: { subnet } })),
    { settle: true },
  )
  const vpcName = (id: string) => vpcs.data?.[vpcIds?.indexOf(id) ?? -1]?.name ?? id
  const subnetName = (id: string) => subnets.data?.[subnetIds?.indexOf(id) ?? -1]?.name ?? id
  const updateReason = instanceActionDisabled('updateNic', instance)
  const sel = { query: { project, instance: instance.name } }
  const primaryParams = (nic: InstanceNetworkInterface) => ({
    path: { interface: nic.name },
    ...sel,
    body: { primary: true },
  })
  const deleteParams = (nic: InstanceNetworkInterface) => ({ path: { interface: nic.name }, ...sel })
  const actions = (nic: InstanceNetworkInterface) => [
    { label: 'View details', onSelect: () => setViewing(nic) },
    {
      label: 'Edit',
      disabled: updateReason,
      onSelect: () => setEditing(nic),
    },
    {
      label: 'Make primary',
      disabled: updateReason ?? (nic.primary && ALREADY_PRIMARY),
      request: preview('instanceNetworkInterfaceUpdate', primaryParams(nic)),
      onSelect: () =>
        confirm.confirmAction({
          title: 'Make primary',
          content: (
            <p>
              Make <strong>{nic.name}</strong> the primary network interface of {instance.name}?
            </p>
          ),
          actionLabel: 'Make primary',
          errorTitle: 'Could not update network interface',
          method: 'instanceNetworkInterfaceUpdate',
          params: primaryParams(nic),
          success: `${nic.name} is now the primary interface`,
        }),
    },
    {
      label: 'Delete',
      danger: true,
      disabled: updateReason,
      request: preview('instanceNetworkInterfaceDelete', deleteParams(nic)),
      onSelect: () =>
        confirm.confirmDelete({
          kind: 'network interface',
          name: nic.name,
          method: 'instanceNetworkInterfaceDelete',
          params: deleteParams(nic),
          success: `Network interface ${nic.name} deleted`,
        }),
    },
  ]
  return (
    <>
      <HeadingRow heading="Network interfaces">
        <Button write size="sm" disabledReason={updateReason} onClick={() => setAdding(true)}>
          Add network interface
        </Button>
      </HeadingRow>
      <ArrayTable<InstanceNetworkInterface>
        label="Network interfaces"
        columns={nicColumns(vpcName, subnetName)}
        rows={nicItems}
        error={nics.error}
        retry={() => void nics.mutate()}
        rowKey={(n) => n.id}
        rowActions={actions}
        empty={<EmptyState title="No network interfaces" />}
      />
      {adding && <AddNicModal project={project} instance={instance} onClose={() => setAdding(false)} />}
      {viewing && (
        <DetailModal
          title={`Network interface ${viewing.name}`}
          method="instanceNetworkInterfaceView"
          params={{ path: { interface: viewing.name }, ...sel }}
          onClose={() => setViewing(undefined)}
          items={(nic) => [
            ['Name', nic.name],
            ['Description', nic.description || '—'],
            ['Primary', nic.primary ? 'Yes' : 'No'],
            ['VPC', vpcName(nic.vpcId)],
            ['Subnet', subnetName(nic.subnetId)],
            ['Private IP', nicAddresses(nic)],
            ['Transit IPs', nicTransitIps(nic).join(', ') || '—'],
            ['MAC address', <code>{nic.mac}</code>],
            idItem(nic.id),
            ['Created', formatDateTime(nic.timeCreated)],
            ['Modified', formatDateTime(nic.timeModified)],
          ]}
        />
      )}
      {editing && (
        <EditNicModal project={project} instance={instance} nic={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  )
}

function ExternalIps({ project, instance }: { project: string; instance: Instance }) {
  const [attaching, setAttaching] = useState(false)
  const [attachingFloating, setAttachingFloating] = useState(false)
  const confirm = useConfirmedWrite()
  const ips = useQuery('instanceExternalIpList', { path: { instance: instance.name }, query: { project } })
  const pools = useList('ipPoolList', {})
  const poolName = (id: string) => pools.data?.items.find((p) => p.id === id)?.name ?? id
  // the SNAT address is listed too (the address the instance's outbound traffic leaves from), last
  const items = ips.data && [...ips.data.items].sort((a, b) => Number(a.kind === 'snat') - Number(b.kind === 'snat'))
  const hasEphemeral = !!items?.some((ip) => ip.kind === 'ephemeral')
  const detachParams = { path: { instance: instance.name }, query: { project } }
  const actions = (ip: ExternalIp) =>
    ip.kind === 'ephemeral'
      ? [
          {
            label: 'Detach',
            request: preview('instanceEphemeralIpDetach', detachParams),
            onSelect: () =>
              confirm.confirmAction({
                title: 'Detach ephemeral IP',
                content: (
                  <p>
                    Detach ephemeral IP <strong>{ip.ip}</strong> from {instance.name}? The address is released.
                  </p>
                ),
                actionLabel: 'Detach',
                errorTitle: 'Could not detach ephemeral IP',
                method: 'instanceEphemeralIpDetach',
                params: detachParams,
                success: `Ephemeral IP ${ip.ip} detached`,
              }),
          },
        ]
      : []
  return (
    <>
      <HeadingRow heading="External IPs">
        <Button write size="sm" disabledReason={hasEphemeral && HAS_EPHEMERAL_IP} onClick={() => setAttaching(true)}>
          Attach ephemeral IP
        </Button>
        <Button write size="sm" onClick={() => setAttachingFloating(true)}>
          Attach floating IP
        </Button>
      </HeadingRow>
      <ArrayTable<ExternalIp>
        label="External IPs"
        scope="ips"
        columns={ipColumns(poolName)}
        rows={items}
        error={ips.error}
        retry={() => void ips.mutate()}
        validating={ips.isValidating}
        rowKey={(ip) => `${ip.kind}:${ip.ip}`}
        rowName={(ip) => ip.ip}
        rowActions={actions}
        empty={<EmptyState title="No external IPs" />}
      />
      {attaching && (
        <AttachEphemeralIpModal project={project} instance={instance} onClose={() => setAttaching(false)} />
      )}
      {attachingFloating && (
        <AttachFloatingIpModal project={project} instance={instance} onClose={() => setAttachingFloating(false)} />
      )}
    </>
  )
}

export default function NetworkingTab() {
  return (
    <InstanceFrame>
      {(ctx) => (
        <>
          <ExternalIps {...ctx} />
          <Nics {...ctx} />
          <InstanceExternalSubnets {...ctx} />
          <InstanceMulticastGroups {...ctx} />
        </>
      )}
    </InstanceFrame>
  )
}
