/* Role badges as data (STYLE 7): a Record over every role a policy can hold, so a new role fails typecheck. */
import type { RoleKey } from '../roles'
import type { BadgeColor } from './predicates'

export const roleColor: Record<RoleKey, BadgeColor> = {
  admin: 'purple',
  collaborator: 'blue',
  limited_collaborator: 'blue',
  viewer: 'neutral',
}
