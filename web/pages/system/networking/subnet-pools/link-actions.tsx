import { preview } from '../../../../api/request-preview'
import type { MenuAction } from '../../../../ui/ActionMenu'
import { useConfirmMutation } from '../../../common/use-confirm-mutation'

export const ALREADY_DEFAULT = 'This pool is already the default for the silo'
export const NOT_DEFAULT = 'This pool is not the default for the silo'

type Link = { pool: string; silo: string; isDefault: boolean; currentDefault?: string }
const linkPath = (link: Link) => ({ path: { pool: link.pool, silo: link.silo } })
const defaultParams = (link: Link, isDefault: boolean) => ({ ...linkPath(link), body: { isDefault } })

/**
 * Make default / clear default / unlink for one subnet pool-silo link, shared by the
 * silo's subnet pools tab and the pool's silos table (STYLE §5). Names are for the dialogs.
 */
export function useSubnetLinkActions() {
  const confirm = useConfirmMutation()
  const setDefault = (link: Link, isDefault: boolean, done: string) => ({
    method: 'systemSubnetPoolSiloUpdate' as const,
    params: defaultParams(link, isDefault),
    success: done,
  })
  return (link: Link): MenuAction[] => [
    {
      label: 'Make default',
      disabled: link.isDefault && ALREADY_DEFAULT,
      request: preview('systemSubnetPoolSiloUpdate', defaultParams(link, true)),
      onSelect: () =>
        confirm.confirmAction({
          title: 'Make default',
          content: (
            <p>
              Make <strong>{link.pool}</strong> the default subnet pool of silo <strong>{link.silo}</strong>?{' '}
              {link.currentDefault && `It replaces ${link.currentDefault}. `}New external subnets come from it when no
              pool is named.
            </p>
          ),
          actionLabel: 'Make default',
          errorTitle: 'Could not make the pool default',
          ...setDefault(link, true, `${link.pool} is now the default subnet pool of ${link.silo}`),
        }),
    },
    {
      label: 'Clear default',
      disabled: !link.isDefault && NOT_DEFAULT,
      request: preview('systemSubnetPoolSiloUpdate', defaultParams(link, false)),
      onSelect: () =>
        confirm.confirmAction({
          title: 'Clear default',
          content: (
            <p>
              Stop using <strong>{link.pool}</strong> as the default subnet pool of silo <strong>{link.silo}</strong>?
              The pool stays linked; external subnets created without naming a pool fail until another default is
              chosen.
            </p>
          ),
          actionLabel: 'Clear default',
          errorTitle: 'Could not clear the default',
          ...setDefault(link, false, `${link.pool} is no longer the default subnet pool of ${link.silo}`),
        }),
    },
    {
      label: 'Unlink',
      danger: true,
      request: preview('systemSubnetPoolSiloUnlink', linkPath(link)),
      onSelect: () =>
        confirm.confirmAction({
          title: 'Unlink subnet pool',
          content: (
            <p>
              Unlink subnet pool <strong>{link.pool}</strong> from silo <strong>{link.silo}</strong>? The silo can no
              longer allocate external subnets from it. A pool whose subnets the silo still uses cannot be unlinked.
            </p>
          ),
          actionLabel: 'Unlink',
          danger: true,
          errorTitle: 'Could not unlink the pool',
          method: 'systemSubnetPoolSiloUnlink',
          params: linkPath(link),
          success: `${link.pool} unlinked from ${link.silo}`,
        }),
    },
  ]
}
