import { useLocation, useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { Button } from '../../../ui/Button'
import { PropertiesList } from '../../../ui/PropertiesList'
import { SideModal } from '../../../ui/SideModal'
import { formatDateTime } from '../../../util/time'
import { useTrustRootActions } from './actions'
import { trustRootSummary } from './update-status'

/** system/update/trust-roots/:trustRootId: the root role in a side modal over the update page. */
export default function TrustRootPage() {
  const { trustRootId } = useParams<{ trustRootId: string }>()
  const [, navigate] = useLocation()
  const close = () => navigate(to.systemUpdate())
  const { data: root } = useQuery('systemUpdateTrustRootView', { path: { trustRootId } }, { throwOnError: true })
  const actions = useTrustRootActions(close)
  const summary = root ? trustRootSummary(root.rootRole) : {}
  const del = root && actions(root).find((a) => a.label === 'Delete')
  return (
    <>
      <SideModal
        title="Trust root"
        onClose={close}
        footer={
          del && (
            <Button write variant="danger" onClick={del.onSelect}>
              Delete
            </Button>
          )
        }
      >
        {root && (
          <>
            <PropertiesList
              items={[
                ['ID', <code>{root.id}</code>],
                ['Root version', summary.version ?? '—'],
                ['Expires', summary.expires ? formatDateTime(summary.expires) : '—'],
                ['Added', formatDateTime(root.timeCreated)],
              ]}
            />
            <pre aria-label="Root role" style={{ maxHeight: '24rem', overflow: 'auto' }}>
              {JSON.stringify(root.rootRole, null, 2)}
            </pre>
          </>
        )}
      </SideModal>
    </>
  )
}
