import type { Sled } from '../../../api/generated/types'
import { preview } from '../../../api/request-preview'
import type { MenuAction } from '../../../ui/ActionMenu'
import { nextProvisionPolicy, provisionPolicyLabel } from '../../../api/rules/sleds'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'

/** Changing a sled's provision policy, confirmed first; an expunged sled shows why it cannot (the style rules). */
export function useSledActions() {
  const confirm = useConfirmedWrite()
  return (sled: Sled): MenuAction[] => {
    const next = nextProvisionPolicy(sled)
    const serial = sled.baseboard.serial
    if ('reason' in next)
      return [{ label: 'Change provision policy', disabled: next.reason, onSelect: () => undefined }]
    const label = next.to === 'provisionable' ? 'Make provisionable' : 'Make not provisionable'
    const params = { path: { sledId: sled.id }, body: { state: next.to } }
    return [
      {
        label,
        request: preview('sledSetProvisionPolicy', params),
        danger: next.to === 'non_provisionable',
        onSelect: () =>
          confirm.confirmAction({
            title: label,
            content:
              next.to === 'provisionable' ? (
                <p>
                  Let new instances be placed on sled <strong>{serial}</strong>?
                </p>
              ) : (
                <p>
                  Stop placing new instances on sled <strong>{serial}</strong>? Instances already on it keep running.
                </p>
              ),
            actionLabel: label,
            danger: next.to === 'non_provisionable',
            errorTitle: 'Could not change the provision policy',
            method: 'sledSetProvisionPolicy',
            params: params,
            success: `Sled ${serial} is now ${provisionPolicyLabel[next.to].toLowerCase()}`,
          }),
      },
    ]
  }
}
