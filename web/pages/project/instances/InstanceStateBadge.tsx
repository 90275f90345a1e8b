import type { InstanceState } from '../../../api/generated/types'
import { instanceStateColor, instanceTransitional, stateLabel } from '../../../api/rules'
import { Badge } from '../../../ui/Badge'

/** Run state with the SPEC §4 colour, and a spinner while transitional. */
export function InstanceStateBadge({ state }: { state: InstanceState }) {
  return (
    <Badge color={instanceStateColor[state]} spinner={instanceTransitional(state)}>
      {stateLabel(state)}
    </Badge>
  )
}
