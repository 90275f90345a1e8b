import type { Disk } from '../../../api/generated/types'
import { diskStateColor, diskTransitional } from '../../../api/rules/disks'
import { stateLabel } from '../../../api/rules/predicates'
import { Badge } from '../../../ui/Badge'

/** A disk's state: the rules: states colour, spinner while transitional. For any list that shows disks. */
export function DiskStateBadge({ disk }: { disk: Pick<Disk, 'state'> }) {
  const s = disk.state.state
  return (
    <Badge color={diskStateColor[s]} spinner={diskTransitional(s)}>
      {stateLabel(s)}
    </Badge>
  )
}
