import type { MenuAction } from '../../../../ui/ActionMenu'
import { useConfirmedWrite } from '../../../common/actions/use-confirmed-write'

const ALREADY_DEFAULT = 'This pool is already the default for the silo'
const NOT_DEFAULT = 'This pool is not the default for the silo'

/**
 * What differs between a silo's link to an IP pool and to a subnet pool: the calls, the words,
 * what a default is for, and whether the default can be cleared (only a subnet pool's: an IP
 * pool link stops being the default when another becomes it).
 */
const KINDS = {
  ip: {
    update: 'systemIpPoolSiloUpdate',
    unlink: 'systemIpPoolSiloUnlink',
    noun: 'pool',
    defaultFor: 'New floating and ephemeral IPs come from it when no pool is named.',
    unlinked: 'The silo can no longer allocate addresses from it.',
    clearable: false,
  },
  subnet: {
    update: 'systemSubnetPoolSiloUpdate',
    unlink: 'systemSubnetPoolSiloUnlink',
    noun: 'subnet pool',
    defaultFor: 'New external subnets come from it when no pool is named.',
    unlinked:
      'The silo can no longer allocate external subnets from it. A pool whose subnets the silo still uses cannot be unlinked.',
    clearable: true,
  },
} as const

type Link = { pool: string; silo: string; isDefault: boolean; currentDefault?: string }
const linkPath = (link: Link) => ({ path: { pool: link.pool, silo: link.silo } })
const defaultParams = (link: Link, isDefault: boolean) => ({ ...linkPath(link), body: { isDefault } })

/**
 * Make default / (clear default) / unlink for one pool-silo link, shared by the silo's pools tabs
 * and the pool's silos table (the style rules). Names are for the dialogs.
 */
export function usePoolLinkActions(kind: keyof typeof KINDS) {
  const confirm = useConfirmedWrite()
  const { update, unlink, noun, defaultFor, unlinked, clearable } = KINDS[kind]
  return (link: Link): MenuAction[] => [
    confirm.menuAction({
      label: 'Make default',
      disabled: link.isDefault && ALREADY_DEFAULT,
      content: (
        <p>
          Make <strong>{link.pool}</strong> the default {noun} of silo <strong>{link.silo}</strong>?{' '}
          {link.currentDefault && `It replaces ${link.currentDefault}. `}
          {defaultFor}
        </p>
      ),
      errorTitle: 'Could not make the pool default',
      method: update,
      params: defaultParams(link, true),
      success: `${link.pool} is now the default ${noun} of ${link.silo}`,
    }),
    ...(clearable
      ? [
          confirm.menuAction({
            label: 'Clear default',
            disabled: !link.isDefault && NOT_DEFAULT,
            content: (
              <p>
                Stop using <strong>{link.pool}</strong> as the default {noun} of silo <strong>{link.silo}</strong>? The
                pool stays linked; external subnets created without naming a pool fail until another default is chosen.
              </p>
            ),
            errorTitle: 'Could not clear the default',
            method: update,
            params: defaultParams(link, false),
            success: `${link.pool} is no longer the default ${noun} of ${link.silo}`,
          }),
        ]
      : []),
    confirm.menuAction({
      label: 'Unlink',
      title: `Unlink ${noun}`,
      danger: true,
      content: (
        <p>
          Unlink {noun} <strong>{link.pool}</strong> from silo <strong>{link.silo}</strong>? {unlinked}
        </p>
      ),
      errorTitle: 'Could not unlink the pool',
      method: unlink,
      params: linkPath(link),
      success: `${link.pool} unlinked from ${link.silo}`,
    }),
  ]
}
