import { preview } from '../../../../api/request-preview'
import type { MenuAction } from '../../../../ui/ActionMenu'
import { useConfirmMutation } from '../../../common/use-confirm-mutation'

/** Every query that shows a pool-silo link, refreshed after a link changes. */
export const ALREADY_DEFAULT = 'This pool is already the default for the silo'

/**
 * Make default / unlink for one pool-silo link, shared by the silo's IP pools
 * tab and the pool's silos table (STYLE §5). Names are for the dialogs.
 */
type Link = { pool: string; silo: string; isDefault: boolean; currentDefault?: string }
const linkPath = (link: Link) => ({ path: { pool: link.pool, silo: link.silo } })
const makeDefaultParams = (link: Link) => ({ ...linkPath(link), body: { isDefault: true } })

export function useLinkActions() {
  const confirm = useConfirmMutation()
  return (link: Link): MenuAction[] => [
    {
      label: 'Make default',
      disabled: link.isDefault && ALREADY_DEFAULT,
      request: preview('systemIpPoolSiloUpdate', makeDefaultParams(link)),
      onSelect: () =>
        confirm.confirmAction({
          title: 'Make default',
          content: (
            <p>
              Make <strong>{link.pool}</strong> the default pool of silo <strong>{link.silo}</strong>?{' '}
              {link.currentDefault && `It replaces ${link.currentDefault}. `}New floating and ephemeral IPs come from it
              when no pool is named.
            </p>
          ),
          actionLabel: 'Make default',
          errorTitle: 'Could not make the pool default',
          method: 'systemIpPoolSiloUpdate',
          params: makeDefaultParams(link),
          success: `${link.pool} is now the default pool of ${link.silo}`,
        }),
    },
    {
      label: 'Unlink',
      danger: true,
      request: preview('systemIpPoolSiloUnlink', linkPath(link)),
      onSelect: () =>
        confirm.confirmAction({
          title: 'Unlink pool',
          content: (
            <p>
              Unlink pool <strong>{link.pool}</strong> from silo <strong>{link.silo}</strong>? The silo can no longer
              allocate addresses from it.
            </p>
          ),
          actionLabel: 'Unlink',
          danger: true,
          errorTitle: 'Could not unlink the pool',
          method: 'systemIpPoolSiloUnlink',
          params: linkPath(link),
          success: `${link.pool} unlinked from ${link.silo}`,
        }),
    },
  ]
}
