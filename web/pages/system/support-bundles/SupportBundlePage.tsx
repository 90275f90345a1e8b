import { useState } from 'react'
import { useLocation, useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { ActionMenu } from '../../../ui/ActionMenu'
import { Button } from '../../../ui/Button'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import { formatDateTime } from '../../../util/time'
import { useBundleActions } from './actions'
import { BundleFiles } from './BundleFiles'
import { BundleStateBadge } from './BundleStateBadge'
import { bundleDisabledReason, bundleTransitional } from '../../../api/rules/support-bundles'
import { bundleFileName, shortId } from './bundle-files'
import { CommentModal } from './CommentModal'
import { useBundleDownload } from './use-download'
import { idRow } from '../../common/fields/id-row'

/** system/support-bundles/:bundleId: state, comment, the whole bundle and its files. */
export default function SupportBundlePage() {
  const { bundleId } = useParams<{ bundleId: string }>()
  const [, navigate] = useLocation()
  const { data: bundle } = useQuery(
    'supportBundleView',
    { path: { bundleId } },
    { throwOnError: true, refreshInterval: (b) => (b && bundleTransitional(b) ? 2000 : 0) },
  )
  const actions = useBundleActions(() => navigate(to.supportBundles()))
  const [editing, setEditing] = useState(false)
  const { download, busy } = useBundleDownload()
  return (
    <>
      <PageHeader docs="supportBundles" title={`Support bundle ${shortId(bundleId)}`}>
        {bundle && (
          <>
            <Button
              variant="primary"
              loading={busy === ''}
              disabledReason={bundleDisabledReason('download', bundle)}
              onClick={() => download({ bundleId }, bundleFileName(bundleId))}
            >
              Download bundle
            </Button>
            <ActionMenu label="Bundle actions" actions={actions(bundle).filter((a) => a.label !== 'View')} />
          </>
        )}
      </PageHeader>
      {bundle && (
        <PropertiesList
          items={[
            ['State', <BundleStateBadge bundle={bundle} />],
            ['Reason for creation', bundle.reasonForCreation],
            ...(bundle.reasonForFailure ? [['Reason for failure', bundle.reasonForFailure] as [string, string]] : []),
            [
              'Comment',
              <>
                {bundle.userComment || <span className="muted">None</span>}{' '}
                <Button
                  write
                  size="sm"
                  disabledReason={bundleDisabledReason('comment', bundle)}
                  onClick={() => setEditing(true)}
                >
                  Edit comment
                </Button>
              </>,
            ],
            idRow(bundle.id),
            ['Created', formatDateTime(bundle.timeCreated)],
          ]}
        />
      )}
      {bundle && <BundleFiles bundle={bundle} />}
      {editing && bundle && (
        <CommentModal bundleId={bundleId} initial={bundle.userComment ?? ''} onClose={() => setEditing(false)} />
      )}
    </>
  )
}
