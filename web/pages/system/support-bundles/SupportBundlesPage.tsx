import type { SupportBundleInfo } from '../../../api/generated/types'
import { to } from '../../../urls'
import { Link } from '../../../ui/Link'
import type { Column } from '../../../ui/Table'
import { ListPage } from '../../common/list/ListPage'
import { createdCol } from '../../common/list/columns'
import { useQuickActions } from '../../layout/quick-actions'
import { useBundleActions } from './actions'
import { bundleShowsFailure, bundleTransitional } from '../../../api/rules/support-bundles'
import { shortId } from './bundle-files'
import { BundleStateBadge } from './BundleStateBadge'

const columns: Column<SupportBundleInfo>[] = [
  {
    header: 'Bundle',
    cell: (b) => (
      <Link href={to.supportBundle({ bundleId: b.id })}>
        <code>{shortId(b.id)}</code>
      </Link>
    ),
  },
  { header: 'State', cell: (b) => <BundleStateBadge bundle={b} /> },
  { header: 'Comment', cell: (b) => b.userComment || <span className="muted">—</span> },
  {
    header: 'Reason',
    cell: (b) => (bundleShowsFailure(b) && b.reasonForFailure ? `Failed: ${b.reasonForFailure}` : b.reasonForCreation),
  },
  createdCol,
]

/** system/support-bundles: newest first, polling while any is being collected or destroyed. */
export default function SupportBundlesPage() {
  const actions = useBundleActions()
  useQuickActions([{ group: 'Support bundles', label: 'New support bundle', href: to.supportBundlesNew() }])
  return (
    <>
      <ListPage<SupportBundleInfo>
        title="Support bundles"
        docs="supportBundles"
        create={{ label: 'New support bundle', href: to.supportBundlesNew() }}
        empty={{
          title: 'No support bundles',
          body: 'A bundle collects logs and state from every sled for support to diagnose a problem.',
        }}
        method="supportBundleList"
        params={{ query: { sortBy: 'time_and_id_descending' } }}
        columns={columns}
        rowActions={actions}
        rowName={(b) => `Bundle ${shortId(b.id)}`}
        refreshWhile={bundleTransitional}
      />
    </>
  )
}
