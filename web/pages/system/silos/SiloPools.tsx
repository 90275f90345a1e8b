import { useState } from 'react'
import type { SiloIpPool, SiloSubnetPool } from '../../../api/generated/types'
import { useList } from '../../../api/reads'
import { to } from '../../../urls'
import { Badge } from '../../../ui/Badge'
import { Button } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/list/ListTable'
import { descriptionCol, nameCol } from '../../common/list/columns'
import { usePoolLinkActions } from '../networking/ip-pools/link-actions'
import { LinkModal } from '../networking/ip-pools/LinkModal'
import { versionLabel } from '../networking/ip-pools/pool-labels'
import { SiloHeader, useSiloParam } from './SiloHeader'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'

/** A pool linked to the silo: a subnet pool, or an IP pool (which also has a type). */
type SiloPool = SiloSubnetPool & Partial<Pick<SiloIpPool, 'poolType'>>

const defaultCol: Column<SiloPool> = {
  header: 'Default',
  cell: (p) => (p.isDefault ? <Badge color="blue">default</Badge> : <span className="muted">—</span>),
}

/** What differs between the silo's IP pools and its subnet pools: the list, the pool's page, the columns, the words. */
const KINDS = {
  ip: {
    list: 'siloIpPoolList',
    heading: 'IP pools',
    linkLabel: 'Link pool',
    tableLabel: 'Linked IP pools',
    emptyTitle: 'No linked pools',
    emptyBody: 'Instances in this silo cannot get external addresses until a pool is linked.',
    columns: [
      nameCol<SiloPool>((p) => to.ipPool({ pool: p.name })),
      descriptionCol,
      { header: 'Version', cell: (p) => versionLabel(p.ipVersion) },
      { header: 'Type', cell: (p) => p.poolType },
      defaultCol,
    ] as Column<SiloPool>[],
  },
  subnet: {
    list: 'siloSubnetPoolList',
    heading: 'Subnet pools',
    linkLabel: 'Link subnet pool',
    tableLabel: 'Linked subnet pools',
    emptyTitle: 'No linked subnet pools',
    emptyBody: 'Projects in this silo cannot create external subnets until a subnet pool is linked.',
    columns: [
      nameCol<SiloPool>((p) => to.subnetPool({ subnetPool: p.name })),
      descriptionCol,
      { header: 'Version', cell: (p) => versionLabel(p.ipVersion) },
      defaultCol,
    ] as Column<SiloPool>[],
  },
} as const

/** A silo's tab of linked pools of one kind: link, unlink, make default. */
export function SiloPools({ kind }: { kind: keyof typeof KINDS }) {
  const words = KINDS[kind]
  const silo = useSiloParam()
  const [linking, setLinking] = useState(false)
  const linked = useList(words.list, { path: { silo }, query: {} })
  const allIp = useList('systemIpPoolList', { query: { assignment: 'silos' } }, { enabled: linking && kind === 'ip' })
  const allSubnet = useList('systemSubnetPoolList', { query: {} }, { enabled: linking && kind === 'subnet' })
  const all = kind === 'ip' ? allIp : allSubnet
  const linkActions = usePoolLinkActions(kind)
  const items: SiloPool[] = linked.data?.items ?? []
  const defaults = items.filter((p) => p.isDefault)
  const actions = (p: SiloPool) =>
    linkActions({
      pool: p.name,
      silo,
      isDefault: p.isDefault,
      currentDefault: defaults.find((d) => d.ipVersion === p.ipVersion && d.id !== p.id)?.name,
    })
  const linkedIds = new Set(items.map((p) => p.id))
  const options = (all.data?.items ?? [])
    .filter((p) => !linkedIds.has(p.id))
    .map((p) => ({ value: p.name, label: `${p.name} (${p.ipVersion})` }))
  return (
    <>
      <SiloHeader />
      <div className="toolbar">
        <h2 className="grow">{words.heading}</h2>
        <Button write variant="primary" onClick={() => setLinking(true)}>
          {words.linkLabel}
        </Button>
      </div>
      <ListTable<SiloPool>
        label={words.tableLabel}
        method={words.list}
        params={{ path: { silo } }}
        columns={words.columns}
        rowActions={actions}
        empty={<EmptyState title={words.emptyTitle} body={words.emptyBody} />}
      />
      {linking && (
        <LinkModal
          fixed={{ silo }}
          pick="pool"
          kind={kind}
          options={options}
          loading={all.isLoading}
          status={<AllItemsStatus state={all} noun="pools" onRetry={() => void all.mutate()} />}
          onClose={() => setLinking(false)}
        />
      )}
    </>
  )
}
