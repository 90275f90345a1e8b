import type { SupportBundleInfo } from '../../../api/generated/types'
import { pb } from '../../../paths'
import { LinkButton } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import { Link } from '../../../ui/Link'
import { PageHeader } from '../../../ui/PageHeader'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/ListPage'
import { createdCol } from '../../common/columns'
import { useQuickActions } from '../../layout/quick-actions'
import { useBundleActions } from './actions'
import { bundleShowsFailure, bundleTransitional } from '../../../api/rules/support-bundles'
import { shortId } from './bundle-files'
import { BundleStateBadge } from './BundleStateBadge'

const columns: Column<SupportBundleInfo>[] = [
  {
    header: 'Bundle',
    cell: (b) => (
      <Link href={pb.supportBundle({ bundleId: b.id })}>
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
  useQuickActions([{ group: 'Support bundles', label: 'New support bundle', href: pb.supportBundlesNew() }])
  return (
    <>
      <PageHeader docs="supportBundles" title="Support bundles">
        <LinkButton write variant="primary" href={pb.supportBundlesNew()}>
          New support bundle
        </LinkButton>
      </PageHeader>
      <ListTable<SupportBundleInfo>
        label="Support bundles"
        method="supportBundleList"
        params={{ query: { sortBy: 'time_and_id_descending' } }}
        columns={columns}
        rowActions={actions}
        rowName={(b) => `Bundle ${shortId(b.id)}`}
        refreshWhile={bundleTransitional}
        empty={
          <EmptyState
            title="No support bundles"
            body="A bundle collects logs and state from every sled for support to diagnose a problem."
            action={
              <LinkButton write href={pb.supportBundlesNew()}>
                New support bundle
              </LinkButton>
            }
          />
        }
      />
    </>
  )
}
