import { useQuery } from '../../../api/reads'
import { ReadFailed } from '../../../ui/ReadFailed'
import { useInView } from '../../../ui/use-in-view'

/**
 * : an instance's reachable external addresses (ephemeral and floating; SNAT is
 * outbound-only plumbing) in the instances list, one instanceExternalIpList per row. Read once the
 * row has been in view: twelve of them used to start with the first rows and compete
 * with their paint, and a long page asked for rows nobody scrolled to.
 */
export function ExternalIpsCell({ project, instance }: { project: string; instance: string }) {
  const [ref, seen] = useInView<HTMLSpanElement>()
  const ips = useQuery('instanceExternalIpList', { path: { instance }, query: { project } }, { enabled: seen })
  if (ips.error) return <ReadFailed what="External IPs" message={ips.error.message} onRetry={() => void ips.mutate()} />
  if (!ips.data)
    return (
      <span ref={ref} className="muted">
        …
      </span>
    )
  const shown = ips.data.items.filter((ip) => ip.kind !== 'snat').map((ip) => ip.ip)
  return shown.length ? <>{shown.join(', ')}</> : <span className="muted">—</span>
}
