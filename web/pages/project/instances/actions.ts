import type { Instance } from '../../../api/generated/types'
import { callOrThrow } from '../../../api/call'
import { useInvalidate } from '../../../api/hooks'
import { instanceActionDisabled } from '../../../api/rules'
import { preview } from '../../../api/request-preview'
import type { MenuAction } from '../../../ui/ActionMenu'
import { confirmDelete } from '../../../ui/ConfirmDialog'
import { addToast } from '../../../ui/Toast'

type PowerMethod = 'instanceStart' | 'instanceStop' | 'instanceReboot'

/** Past tense for the toast, and the error toast's title. */
const power: Record<PowerMethod, { label: string; done: string; action: 'start' | 'stop' | 'reboot' }> = {
  instanceStart: { label: 'Start', done: 'starting', action: 'start' },
  instanceStop: { label: 'Stop', done: 'stopping', action: 'stop' },
  instanceReboot: { label: 'Reboot', done: 'rebooting', action: 'reboot' },
}

/** Queries an instance change can affect; narrower than "everything" so open forms keep their lists. */
export const instanceQueries = ['instanceList', 'instanceView', 'instanceDiskList', 'diskList'] as const

/**
 * Row actions for an instance (STYLE §5), shared by the list and the instance page.
 * Each is enabled only in the states SPEC §4 allows; otherwise disabled with the
 * reason built from the rules table (web/api/rules.ts).
 */
export function useInstanceActions(project: string, opts: { onDeleted?: () => void } = {}) {
  const invalidate = useInvalidate()
  const refresh = () => invalidate([...instanceQueries])

  const powerAction = (method: PowerMethod, i: Instance): MenuAction => {
    const { label, done, action } = power[method]
    const params = { path: { instance: i.name }, query: { project } }
    return {
      label,
      disabled: instanceActionDisabled(action, i),
      request: preview(method, params),
      onSelect: () => {
        callOrThrow(method, params).then(
          () => {
            addToast({ content: `Instance ${i.name} is ${done}` })
            return refresh()
          },
          (e: Error) => addToast({ variant: 'error', title: `Could not ${action} instance`, content: e.message }),
        )
      },
    }
  }

  const deleteParams = (i: Instance) => ({ path: { instance: i.name }, query: { project } })

  return (i: Instance): MenuAction[] => [
    powerAction('instanceStart', i),
    powerAction('instanceStop', i),
    powerAction('instanceReboot', i),
    {
      label: 'Delete',
      danger: true,
      disabled: instanceActionDisabled('delete', i),
      request: preview('instanceDelete', deleteParams(i)),
      onSelect: () =>
        confirmDelete({
          kind: 'instance',
          name: i.name,
          doDelete: async () => {
            await callOrThrow('instanceDelete', deleteParams(i))
            opts.onDeleted?.()
            await refresh()
            addToast({ content: `Instance ${i.name} deleted` })
          },
        }),
    },
  ]
}
