import { createElement } from 'react'
import type { Instance } from '../../../api/generated/types'
import { instanceActionDisabled } from '../../../api/rules/instances'
import { rowShortcuts } from '../../../api/rules/row-shortcuts'
import { preview } from '../../../api/request-preview'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'
import { InstanceDeleteEffects } from './InstanceDeleteEffects'

type PowerMethod = 'instanceStart' | 'instanceStop' | 'instanceReboot'

/** Past tense for the toast, and the error toast's title. */
const power: Record<
  PowerMethod,
  { label: 'Start' | 'Stop' | 'Reboot'; done: string; action: 'start' | 'stop' | 'reboot' }
> = {
  instanceStart: { label: 'Start', done: 'starting', action: 'start' },
  instanceStop: { label: 'Stop', done: 'stopping', action: 'stop' },
  instanceReboot: { label: 'Reboot', done: 'rebooting', action: 'reboot' },
}

/**
 * Row actions for an instance (the style rules), shared by the list and the instance page.
 * Each is enabled only in the states the rules: states allows; otherwise disabled with the
 * reason built from the rules table (web/api/rules/instances.ts).
 */
export function useInstanceActions(project: string, opts: { onDeleted?: () => void } = {}) {
  const confirm = useConfirmedWrite()

  const powerAction = (method: PowerMethod, i: Instance): MenuAction => {
    const { label, done, action } = power[method]
    const params = { path: { instance: i.name }, query: { project } }
    return {
      label,
      shortcut: rowShortcuts.instance[label],
      disabled: instanceActionDisabled(action, i),
      request: preview(method, params),
      onSelect: () =>
        confirm.run({
          method,
          params,
          success: `Instance ${i.name} is ${done}`,
          errorTitle: `Could not ${action} instance`,
        }),
    }
  }

  const deleteParams = (i: Instance) => ({ path: { instance: i.name }, query: { project } })

  return (i: Instance): MenuAction[] => [
    powerAction('instanceStart', i),
    powerAction('instanceStop', i),
    powerAction('instanceReboot', i),
    {
      label: 'Delete',
      shortcut: rowShortcuts.instance.Delete,
      danger: true,
      disabled: instanceActionDisabled('delete', i),
      request: preview('instanceDelete', deleteParams(i)),
      onSelect: () =>
        confirm.confirmDelete({
          kind: 'instance',
          name: i.name,
          extra: createElement(InstanceDeleteEffects, { project, instance: i.name, bootDiskId: i.bootDiskId }),
          method: 'instanceDelete',
          params: deleteParams(i),
          then: () => opts.onDeleted?.(),
          success: `Instance ${i.name} deleted`,
        }),
    },
  ]
}
