import { useState } from 'react'
import type { Disk, Instance } from '../../../api/generated/types'
import { preview } from '../../../api/request-preview'
import { useQuery } from '../../../api/reads'
import { useRouteQueries } from '../../../routing/route-data'
import type { StorageQueries } from './queries'
import { diskStateColor, diskTransitional } from '../../../api/rules/disks'
import { instanceActionDisabled } from '../../../api/rules/instances'
import { stateLabel } from '../../../api/rules/predicates'
import type { MenuAction } from '../../../ui/ActionMenu'
import { Badge } from '../../../ui/Badge'
import { Button } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import type { Column } from '../../../ui/Table'
import { ArrayTable } from '../../common/list/ArrayTable'
import type { ListError } from '../../common/list/list-sources'
import { formatBytes } from '../../../util/format'
import { DiskName, DiskSourceName, diskSourceKind, diskTypeLabel } from '../disks/disk-info'
import { AttachDiskModal } from './AttachDiskModal'
import { useBootDiskActions } from './boot-disk'
import { InstanceFrame } from './InstanceFrame'
import { POLL_MS } from './use-instance'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'

/** The server refuses to detach the disk an instance boots from; say so instead of offering it. */
const BOOT_DISK_DETACH_REASON = 'The boot disk cannot be detached'

const columns: Column<Disk>[] = [
  { header: 'Name', sortKey: 'name', cell: (d) => <DiskName disk={d} /> },
  { header: 'Type', cell: (d) => diskTypeLabel[d.diskType] },
  { header: 'Source', cell: (d) => <DiskSourceName disk={d} />, sortValue: (d) => diskSourceKind(d) },
  { header: 'Size', cell: (d) => formatBytes(d.size) },
  {
    header: 'State',
    cell: (d) => (
      <Badge color={diskStateColor[d.state.state]} spinner={diskTransitional(d.state.state)}>
        {stateLabel(d.state.state)}
      </Badge>
    ),
  },
  { header: 'Device', cell: (d) => d.devicePath },
]

/** An instance's disks in the list shell: a handful (one page), so the unpaged table suffices. */
function DiskTable({
  disks,
  actions,
  empty,
  ...rest
}: {
  label: string
  disks: Disk[] | undefined
  actions: (d: Disk) => MenuAction[]
  empty: string
  scope?: string
  error?: ListError | null
  validating: boolean
  retry: () => void
}) {
  return (
    <ArrayTable<Disk>
      {...rest}
      rows={disks}
      columns={columns}
      rowActions={actions}
      empty={<EmptyState title={empty} />}
    />
  )
}

function Storage({ project, instance }: { project: string; instance: Instance }) {
  const [attaching, setAttaching] = useState(false)
  const confirm = useConfirmedWrite()
  const bootDiskAction = useBootDiskActions(project, instance)
  const disks = useQuery(...useRouteQueries<StorageQueries>().disks.one, {
    refreshInterval: (data) => (data?.items.some((d) => diskTransitional(d.state.state)) ? POLL_MS : 0),
  })
  const items = disks.data?.items
  const query = { error: disks.error, validating: disks.isValidating, retry: () => void disks.mutate() }
  const boot = items?.filter((d) => d.id === instance.bootDiskId)
  const others = items?.filter((d) => d.id !== instance.bootDiskId)
  const attachReason = instanceActionDisabled('attachDisk', instance)

  const detachParams = (d: Disk) => ({ path: { instance: instance.name }, query: { project }, body: { disk: d.name } })
  const actions = (d: Disk): MenuAction[] => [
    {
      label: 'Detach',
      disabled: d.id === instance.bootDiskId ? BOOT_DISK_DETACH_REASON : instanceActionDisabled('detachDisk', instance),
      request: preview('instanceDiskDetach', detachParams(d)),
      onSelect: () =>
        confirm.confirmAction({
          title: 'Detach disk',
          content: (
            <p>
              Detach disk <strong>{d.name}</strong> from instance <strong>{instance.name}</strong>?
            </p>
          ),
          actionLabel: 'Detach',
          errorTitle: 'Could not detach disk',
          method: 'instanceDiskDetach',
          params: detachParams(d),
          success: `Disk ${d.name} detached`,
        }),
    },
    bootDiskAction(d),
  ]

  return (
    <>
      <section aria-labelledby="boot-disk-heading">
        <h2 id="boot-disk-heading">Boot disk</h2>
        <DiskTable scope="boot" label="Boot disk" disks={boot} actions={actions} empty="No boot disk" {...query} />
      </section>
      <section aria-labelledby="other-disks-heading">
        <div className="row">
          <h2 id="other-disks-heading" className="grow">
            Other disks
          </h2>
          <Button write size="sm" disabledReason={attachReason} onClick={() => setAttaching(true)}>
            Attach existing disk
          </Button>
        </div>
        <DiskTable label="Other disks" disks={others} actions={actions} empty="No other disks" {...query} />
      </section>
      {attaching && <AttachDiskModal project={project} instance={instance} onClose={() => setAttaching(false)} />}
    </>
  )
}

export default function StorageTab() {
  return <InstanceFrame>{(ctx) => <Storage {...ctx} />}</InstanceFrame>
}
