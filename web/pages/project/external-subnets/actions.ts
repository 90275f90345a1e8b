import { useLocation } from 'wouter'
import type { ExternalSubnet } from '../../../api/generated/types'
import { preview } from '../../../api/request-preview'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'
import { externalSubnetActionDisabled } from '../../../api/rules/external-subnets'

/** Detach, shared by the list and the instance's networking tab. */
export function useDetachExternalSubnet(project: string) {
  const confirm = useConfirmedWrite()
  const params = (e: ExternalSubnet) => ({ path: { externalSubnet: e.name }, query: { project } })
  return (e: ExternalSubnet): MenuAction => ({
    label: 'Detach',
    request: preview('externalSubnetDetach', params(e)),
    disabled: externalSubnetActionDisabled('detach', e),
    onSelect: () =>
      confirm.confirmAction({
        title: 'Detach external subnet',
        content: `Detach external subnet ${e.name} (${e.subnet}) from its instance? The instance stops receiving traffic for this subnet.`,
        actionLabel: 'Detach',
        danger: true,
        errorTitle: 'Could not detach external subnet',
        method: 'externalSubnetDetach',
        params: params(e),
        success: `External subnet ${e.name} detached`,
      }),
  })
}

/** Row actions; attach opens the page's instance picker, hence the callback. */
export function useExternalSubnetActions(project: string, onAttach: (e: ExternalSubnet) => void) {
  const [, navigate] = useLocation()
  const confirm = useConfirmedWrite()
  const detach = useDetachExternalSubnet(project)
  return (e: ExternalSubnet): MenuAction[] => [
    {
      label: 'Edit',
      write: true,
      onSelect: () => navigate(to.externalSubnetEdit({ project, externalSubnet: e.name })),
    },
    { label: 'Attach', write: true, disabled: externalSubnetActionDisabled('attach', e), onSelect: () => onAttach(e) },
    detach(e),
    confirm.menuDelete({
      kind: 'external subnet',
      name: e.name,
      extra: `Its addresses (${e.subnet}) go back to the subnet pool.`,
      method: 'externalSubnetDelete',
      params: { path: { externalSubnet: e.name }, query: { project } },
      disabled: externalSubnetActionDisabled('delete', e),
    }),
  ]
}
