import type { Instance } from '../../../api/generated/types'
import { instanceActionDisabled, type InstanceAction } from '../../../api/rules/instances'
import { bulkCall, type Bulk, type BulkAction } from '../../common/bulk/bulk'

type Method = 'instanceStart' | 'instanceStop' | 'instanceReboot' | 'instanceDelete'

/** Bulk actions on the instances list; each row is gated by the rules: states table. */
export function instanceBulk(project: string): Bulk<Instance> {
  const params = (i: Instance) => ({ path: { instance: i.name }, query: { project } })
  const action = (label: string, method: Method, rule: InstanceAction, danger?: boolean): BulkAction<Instance> => ({
    label,
    danger,
    disabled: (i) => instanceActionDisabled(rule, i),
    ...bulkCall(method, params),
  })
  return {
    noun: { one: 'instance', many: 'instances' },
    resume: { kind: 'instances', args: { project } },
    actions: [
      action('Start', 'instanceStart', 'start'),
      action('Stop', 'instanceStop', 'stop'),
      action('Reboot', 'instanceReboot', 'reboot'),
      action('Delete', 'instanceDelete', 'delete', true),
    ],
  }
}
