import type { SupportBundleInfo } from '../../../api/generated/types'
import { Badge } from '../../../ui/Badge'
import { bundleStateColor, bundleTransitional } from '../../../api/rules/support-bundles'

export function BundleStateBadge({ bundle }: { bundle: Pick<SupportBundleInfo, 'state'> }) {
  return (
    <Badge color={bundleStateColor[bundle.state]} spinner={bundleTransitional(bundle)}>
      {bundle.state}
    </Badge>
  )
}
