import type { InstanceState } from '../../api/generated/types'
import { instanceStateColor, instanceTransitional } from '../../api/rules/instances'
import { stateLabel } from '../../api/rules/predicates'
import { Badge } from '../../ui/Badge'

/** Run state with the states colour, and a spinner while transitional. */
export function InstanceStateBadge({ state }: { state: InstanceState }) {
  return (
    <Badge color={instanceStateColor[state]} spinner={instanceTransitional(state)}>
      {stateLabel(state)}
    </Badge>
  )
}
