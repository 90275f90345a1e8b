import type { Disk, Instance } from '../../../api/generated/types'
import { saveChanges } from '../../../api/changes'
import { instanceShape } from '../../../api/change-shapes'
import { readOnce } from '../../../api/hooks'
import { preview } from '../../../api/request-preview'
import { diskActionDisabled } from '../../../api/rules/disks'
import { instanceActionDisabled } from '../../../api/rules/instances'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'
import { updateBody } from './sizes'

const instancePath = (project: string, instance: Instance) => ({
  path: { instance: instance.name },
  query: { project },
})

/** instanceUpdate with the boot disk changed (a disk's id, or null for none) and every other setting as `i` has it. */
const bootDiskParams = (project: string, i: Instance, bootDisk: string | null) => ({
  ...instancePath(project, i),
  body: updateBody(i, { bootDisk }),
})

/**
 * "Set as boot disk" for an attached disk that is not the boot disk, "Unset as boot disk" for the one that is
 * (the rules: states "update boot disk" and "set as boot disk"). instanceUpdate replaces every setting, so the body is built on
 * the instance as the server holds it when the user confirms, not as this page read it: a resize or restart policy
 * changed meanwhile (another tab, another person) is kept, and only the boot disk changes.
 */
export function useBootDiskActions(project: string, instance: Instance) {
  const confirm = useConfirmedWrite()
  const change = (bootDisk: Disk | null, shown: { title: string; question: string; label: string; done: string }) =>
    confirm.confirmAction({
      title: shown.title,
      content: shown.question,
      actionLabel: shown.label,
      errorTitle: `Could not ${shown.label.toLowerCase()}`,
      // only the boot disk, on the instance as it is now (web/api/changes.ts): a boot disk someone
      // else changed since this page loaded stops the save with both values instead of being replaced
      steps: (write) =>
        saveChanges(
          () => readOnce('instanceView', instancePath(project, instance)),
          (fresh) => write('instanceUpdate', bootDiskParams(project, fresh, fresh.bootDiskId ?? null)),
          instanceShape(instance, { ...instance, bootDiskId: bootDisk?.id ?? null }),
          instanceShape,
        ),
      success: shown.done,
    })
  const instanceReason = instanceActionDisabled('updateBootDisk', instance)

  return (d: Disk): MenuAction =>
    d.id === instance.bootDiskId
      ? {
          label: 'Unset as boot disk',
          disabled: instanceReason,
          request: preview('instanceUpdate', bootDiskParams(project, instance, null)),
          onSelect: () =>
            change(null, {
              title: 'Unset boot disk',
              question: `Instance ${instance.name} will have no boot disk. Its disk ${d.name} stays attached.`,
              label: 'Unset boot disk',
              done: `Instance ${instance.name} has no boot disk`,
            }),
        }
      : {
          label: 'Set as boot disk',
          disabled: instanceReason ?? diskActionDisabled('setAsBootDisk', d),
          request: preview('instanceUpdate', bootDiskParams(project, instance, d.id)),
          onSelect: () =>
            change(d, {
              title: 'Set boot disk',
              question: `Instance ${instance.name} will boot from disk ${d.name}.`,
              label: 'Set boot disk',
              done: `Instance ${instance.name} boots from ${d.name}`,
            }),
        }
}
