import { useLocation } from 'wouter'
import type { FloatingIp } from '../../../api/generated/types'
import { preview } from '../../../api/request-preview'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import { floatingIpActionDisabled } from '../../../api/rules/floating-ips'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'

/** Row actions; attach opens the page's instance picker, hence the callback. */
export function useFloatingIpActions(project: string, onAttach: (f: FloatingIp) => void) {
  const [, navigate] = useLocation()
  const confirm = useConfirmedWrite()
  const floatingIpDetachParams = (f: FloatingIp) => ({ path: { floatingIp: f.name }, query: { project } })
  return (f: FloatingIp): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(to.floatingIpEdit({ project, floatingIp: f.name })) },
    { label: 'History', onSelect: () => navigate(to.floatingIpHistory({ project, floatingIp: f.name })) },
    { label: 'Attach', disabled: floatingIpActionDisabled('attach', f), onSelect: () => onAttach(f) },
    {
      label: 'Detach',
      request: preview('floatingIpDetach', floatingIpDetachParams(f)),
      disabled: floatingIpActionDisabled('detach', f),
      onSelect: () =>
        confirm.confirmAction({
          title: 'Detach floating IP',
          content: `Detach floating IP ${f.name} (${f.ip}) from its instance? The instance loses this address.`,
          actionLabel: 'Detach',
          danger: true,
          errorTitle: 'Could not detach floating IP',
          method: 'floatingIpDetach',
          params: floatingIpDetachParams(f),
          success: `Floating IP ${f.name} detached`,
        }),
    },
    confirm.menuDelete({
      kind: 'floating IP',
      name: f.name,
      method: 'floatingIpDelete',
      params: { path: { floatingIp: f.name }, query: { project } },
      disabled: floatingIpActionDisabled('delete', f),
    }),
  ]
}
