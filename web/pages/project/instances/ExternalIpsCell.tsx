import { useApiQuery } from '../../../api/hooks'

/**
 * Issue #22.4: an instance's reachable external addresses (ephemeral and floating; SNAT is
 * outbound-only plumbing) in the instances list, one instanceExternalIpList per row shown.
 */
export function ExternalIpsCell({ project, instance }: { project: string; instance: string }) {
  const ips = useApiQuery('instanceExternalIpList', { path: { instance }, query: { project } })
  if (ips.error) return <span className="muted">Could not load</span>
  if (!ips.data) return <span className="muted">…</span>
  const shown = ips.data.items.filter((ip) => ip.kind !== 'snat').map((ip) => ip.ip)
  return shown.length ? <>{shown.join(', ')}</> : <span className="muted">—</span>
}
