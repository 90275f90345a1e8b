import type { Disk, Instance } from '../../../api/generated/types'
import { callOrThrow } from '../../../api/call'
import { useInvalidate } from '../../../api/hooks'
import { diskActionDisabled, instanceActionDisabled } from '../../../api/rules'
import { preview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { confirmAction, confirmDelete } from '../../../ui/ConfirmDialog'
import { addToast } from '../../../ui/Toast'
import { generateName } from '../../../util/names'

/** The instance a disk is attached to (or attaching to / detaching from), if any. */
export const diskInstanceId = (d: Disk) => ('instance' in d.state ? d.state.instance : undefined)

/**
 * Row actions for a disk (SPEC §4 disk table). `instances` resolves the attached
 * instance, whose own state also gates detach (SPEC §4 instance table).
 */
export function useDiskActions(project: string, instances: Map<string, Instance>) {
  const invalidate = useInvalidate()
  return (disk: Disk): MenuAction[] => {
    const instance = instances.get(diskInstanceId(disk) ?? '')
    const snapshotName = generateName([disk.name, 'snapshot'])
    const snapshotParams = { query: { project }, body: { name: snapshotName, description: '', disk: disk.id } }
    const detachParams = { path: { instance: diskInstanceId(disk) ?? '' }, body: { disk: disk.id } }
    const deleteParams = { path: { disk: disk.name }, query: { project } }
    return [
      {
        label: 'Snapshot',
        disabled: diskActionDisabled('snapshot', disk),
        request: preview('snapshotCreate', snapshotParams),
        onSelect: async () => {
          const name = snapshotName
          try {
            await callOrThrow('snapshotCreate', snapshotParams)
            await invalidate(['snapshotList'])
            addToast({ content: `Snapshot ${name} created`, cta: { text: 'View snapshots', link: pb.snapshots({ project }) } })
          } catch (e) {
            addToast({ variant: 'error', title: 'Could not create snapshot', content: (e as Error).message })
          }
        },
      },
      {
        label: 'Detach',
        disabled: diskActionDisabled('detach', disk) ?? (instance && instanceActionDisabled('detachDisk', instance)),
        request: diskInstanceId(disk) ? preview('instanceDiskDetach', detachParams) : undefined,
        onSelect: () =>
          confirmAction({
            title: 'Detach disk',
            content: `Detach disk ${disk.name} from instance ${instance?.name ?? diskInstanceId(disk)}?`,
            actionLabel: 'Detach',
            errorTitle: 'Could not detach disk',
            doAction: async () => {
              await callOrThrow('instanceDiskDetach', detachParams)
              await invalidate(['diskList', 'instanceDiskList'])
              addToast({ content: `Disk ${disk.name} detached` })
            },
          }),
      },
      {
        label: 'Delete',
        danger: true,
        disabled: diskActionDisabled('delete', disk),
        request: preview('diskDelete', deleteParams),
        onSelect: () =>
          confirmDelete({
            kind: 'disk',
            name: disk.name,
            doDelete: async () => {
              await callOrThrow('diskDelete', deleteParams)
              await invalidate(['diskList'])
              addToast({ content: `Disk ${disk.name} deleted` })
            },
          }),
      },
    ]
  }
}
