import type { Silo } from '../../../api/generated/types'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'
import { deleteEffectText } from '../../../api/rules/delete-effects'

/** Row actions for a silo (the style rules). Deleting a silo deletes its users and groups, so it confirms first. */
export function useSiloActions(onDeleted?: () => void) {
  const confirm = useConfirmedWrite()
  const siloDeleteParams = (silo: Silo) => ({ path: { silo: silo.name } })
  return (silo: Silo): MenuAction[] => [
    confirm.menuDelete({
      kind: 'silo',
      name: silo.name,
      extra: deleteEffectText.silo,
      method: 'siloDelete',
      params: siloDeleteParams(silo),
      then: () => onDeleted?.(),
    }),
  ]
}
