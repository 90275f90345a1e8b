import type { Disk, Instance } from '../../../api/generated/types'
import { diskActionDisabled } from '../../../api/rules/disks'
import { instanceActionDisabled } from '../../../api/rules/instances'
import { rowShortcuts } from '../../../api/rules/row-shortcuts'
import { preview } from '../../../api/request-preview'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import { generateName } from '../../../util/names'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'

/** The instance a disk is attached to (or attaching to / detaching from), if any. */
export const diskInstanceId = (d: Disk) => ('instance' in d.state ? d.state.instance : undefined)

/**
 * Row actions for a disk (the rules: states disk table). `instances` resolves the attached
 * instance, whose own state also gates detach (the rules: states instance table).
 */
export function useDiskActions(project: string, instances: Map<string, Instance>) {
  const confirm = useConfirmedWrite()
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
        onSelect: () =>
          confirm.run({
            method: 'snapshotCreate',
            params: snapshotParams,
            success: {
              content: `Snapshot ${snapshotName} created`,
              cta: { text: 'View snapshots', link: to.snapshots({ project }) },
            },
            errorTitle: 'Could not create snapshot',
          }),
      },
      {
        label: 'Detach',
        disabled: diskActionDisabled('detach', disk) ?? (instance && instanceActionDisabled('detachDisk', instance)),
        request: diskInstanceId(disk) ? preview('instanceDiskDetach', detachParams) : undefined,
        onSelect: () =>
          confirm.confirmAction({
            title: 'Detach disk',
            content: `Detach disk ${disk.name} from instance ${instance?.name ?? diskInstanceId(disk)}?`,
            actionLabel: 'Detach',
            errorTitle: 'Could not detach disk',
            method: 'instanceDiskDetach',
            params: detachParams,
            success: `Disk ${disk.name} detached`,
          }),
      },
      confirm.menuDelete({
        kind: 'disk',
        name: disk.name,
        method: 'diskDelete',
        params: deleteParams,
        shortcut: rowShortcuts.disk.Delete,
        disabled: diskActionDisabled('delete', disk),
      }),
    ]
  }
}
