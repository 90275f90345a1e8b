import { useQuery } from '../../../api/reads'
import { deleteEffectText, instanceDeleteEffects } from '../../../api/rules/delete-effects'

/**
 * What deleting this instance does to its disks, external addresses and network interfaces, named from a read of each
 * as the dialog opens (the list and the instance page hold neither for every row).
 */
export function InstanceDeleteEffects({
  project,
  instance,
  bootDiskId,
}: {
  project: string
  instance: string
  bootDiskId?: string | null
}) {
  const params = { path: { instance }, query: { project } }
  const disks = useQuery('instanceDiskList', { ...params, query: { ...params.query, limit: 100 } })
  const ips = useQuery('instanceExternalIpList', params)
  const nics = useQuery('instanceNetworkInterfaceList', { query: { project, instance, limit: 100 } })
  if (disks.error || ips.error || nics.error) return <p>{deleteEffectText.instance}</p>
  if (!disks.data || !ips.data || !nics.data)
    return <p className="muted">Reading its disks, external IPs and network interfaces…</p>
  const effects = instanceDeleteEffects({
    disks: disks.data.items,
    bootDiskId,
    externalIps: ips.data.items,
    interfaces: nics.data.items.map((n) => n.name),
  })
  return (
    <ul aria-label="What happens to what is attached">
      {effects.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  )
}
