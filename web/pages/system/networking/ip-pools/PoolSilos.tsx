import { useState } from 'react'
import { useList } from '../../../../api/reads'
import { to } from '../../../../urls'
import { Badge } from '../../../../ui/Badge'
import { Button } from '../../../../ui/Button'
import { EmptyState } from '../../../../ui/EmptyState'
import { Link } from '../../../../ui/Link'
import type { Column } from '../../../../ui/Table'
import { ListTable } from '../../../common/list/ListTable'
import { usePoolLinkActions } from './link-actions'
import { AllItemsStatus } from '../../../../ui/AllItemsStatus'
import { LinkModal } from './LinkModal'
import { HeadedSection } from '../../../../ui/HeadedSection'

type PoolSiloLink = { siloId: string; isDefault: boolean; id?: string }

/** What differs between the silos of an IP pool and those of a subnet pool: the list, the silo's tab, the words. */
const KINDS = {
  ip: {
    list: 'systemIpPoolSiloList',
    siloTab: to.siloIpPools,
    empty: 'No silo can allocate from this pool until it is linked.',
  },
  subnet: {
    list: 'systemSubnetPoolSiloList',
    siloTab: to.siloSubnetPools,
    empty: 'No silo can allocate external subnets from this pool until it is linked.',
  },
} as const

/** The silos linked to a pool (links carry only the silo's id, so names come from the silo list). */
export function PoolSilos({ pool, kind = 'ip' }: { pool: string; kind?: keyof typeof KINDS }) {
  const words = KINDS[kind]
  const [linking, setLinking] = useState(false)
  const silos = useList('siloList', { query: {} })
  const links = useList(words.list, { path: { pool }, query: {} })
  const linkActions = usePoolLinkActions(kind)
  const nameOf = (id: string) => silos.data?.items.find((s) => s.id === id)?.name ?? id
  const columns: Column<PoolSiloLink>[] = [
    {
      header: 'Silo',
      cell: (l) => <Link href={words.siloTab({ silo: nameOf(l.siloId) })}>{nameOf(l.siloId)}</Link>,
    },
    {
      header: 'Default',
      cell: (l) => (l.isDefault ? <Badge color="blue">default</Badge> : <span className="muted">—</span>),
    },
  ]
  const linked = new Set((links.data?.items ?? []).map((l) => l.siloId))
  const options = (silos.data?.items ?? [])
    .filter((s) => !linked.has(s.id))
    .map((s) => ({ value: s.name, label: s.name }))
  return (
    <HeadedSection
      heading="Linked silos"
      action={
        <Button write variant="primary" onClick={() => setLinking(true)}>
          Link silo
        </Button>
      }
    >
      <ListTable<PoolSiloLink>
        label="Linked silos"
        method={words.list}
        params={{ path: { pool } }}
        columns={columns}
        rowName={(l) => nameOf(l.siloId)}
        rowActions={(l) => linkActions({ pool, silo: nameOf(l.siloId), isDefault: l.isDefault })}
        empty={<EmptyState title="No linked silos" body={words.empty} />}
      />
      {linking && (
        <LinkModal
          fixed={{ pool }}
          pick="silo"
          kind={kind}
          options={options}
          loading={silos.isLoading}
          status={<AllItemsStatus state={silos} noun="silos" onRetry={() => void silos.mutate()} />}
          onClose={() => setLinking(false)}
        />
      )}
    </HeadedSection>
  )
}
