import { formatDateTime } from '../../util/time'
import { DetailModal, idItem, type DetailItems } from '../common/DetailModal'

const versionLabel = { v4: 'IPv4', v6: 'IPv6' } as const

const common = (p: {
  name: string
  description: string
  ipVersion: 'v4' | 'v6'
  isDefault: boolean
  id: string
  timeCreated: Date
}): DetailItems => [
  ['Name', p.name],
  ['Description', p.description || '—'],
  ['IP version', versionLabel[p.ipVersion]],
  ['Silo default', p.isDefault ? `Yes: used when no ${versionLabel[p.ipVersion]} pool is named` : 'No'],
  idItem(p.id),
  ['Created', formatDateTime(p.timeCreated)],
]

/** An IP pool as a silo user sees it (ipPoolView): a pool linked to their silo, by name or id. */
export function IpPoolDetail({ pool, onClose }: { pool: string; onClose: () => void }) {
  return (
    <DetailModal
      title="IP pool"
      method="ipPoolView"
      params={{ path: { pool } }}
      onClose={onClose}
      items={(p) => [...common(p), ['Type', p.poolType]]}
    />
  )
}

/** A subnet pool as a silo user sees it (subnetPoolView). */
export function SubnetPoolDetail({ pool, onClose }: { pool: string; onClose: () => void }) {
  return (
    <DetailModal
      title="Subnet pool"
      method="subnetPoolView"
      params={{ path: { pool } }}
      onClose={onClose}
      items={common}
    />
  )
}
