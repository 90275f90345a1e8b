import { useState } from 'react'
import type { TufRepo, UpdatesTrustRoot } from '../../../api/generated/types'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { Link } from '../../../ui/Link'
import { PageHeader } from '../../../ui/PageHeader'
import { PanelBoundary } from '../../../ui/PanelBoundary'
import type { Column } from '../../../ui/Table'
import { formatDate } from '../../../util/time'
import { ListSection } from '../../common/list/ListPage'
import { createdCol } from '../../common/list/columns'
import { useQuickActions } from '../../layout/quick-actions'
import { repoActions, useTrustRootActions } from './actions'
import { SetTargetModal } from './SetTargetModal'
import { UpdateStatusPanel } from './UpdateStatusPanel'
import { shortHash, trustRootSummary } from './update-status'

const repoColumns = (target?: string | null): Column<TufRepo>[] => [
  {
    header: 'Version',
    cell: (r) => <Link href={to.systemUpdateRepository({ version: r.systemVersion })}>{r.systemVersion}</Link>,
  },
  { header: 'Target', cell: (r) => (r.systemVersion === target ? 'Yes' : '') },
  { header: 'File', cell: (r) => r.fileName },
  { header: 'Hash', cell: (r) => <code title={r.hash}>{shortHash(r.hash)}</code> },
  { ...createdCol, header: 'Uploaded' },
]

const rootColumns: Column<UpdatesTrustRoot>[] = [
  {
    header: 'ID',
    cell: (r) => (
      <Link href={to.trustRoot({ trustRootId: r.id })}>
        <code>{r.id}</code>
      </Link>
    ),
  },
  { header: 'Root version', cell: (r) => trustRootSummary(r.rootRole).version ?? '—' },
  {
    header: 'Expires',
    cell: (r) => {
      const e = trustRootSummary(r.rootRole).expires
      return e ? formatDate(e) : '—'
    },
  },
  createdCol,
]

/** system/update: status, repositories (upload, set target) and the trust roots that sign them. */
export default function UpdatePage() {
  const [setting, setSetting] = useState<string | null>(null)
  const target = useQuery('systemUpdateStatus', {}).data?.targetRelease?.version
  const rootActions = useTrustRootActions()
  useQuickActions([
    { group: 'Update', label: 'Upload repository', href: to.systemUpdateUpload() },
    { group: 'Update', label: 'Add trust root', href: to.trustRootsNew() },
  ])
  return (
    <>
      <PageHeader docs="updates" title="System update" />
      {/* an answer it cannot draw fails the status alone: the repositories and trust roots stay */}
      <PanelBoundary title="Update status">
        <UpdateStatusPanel />
      </PanelBoundary>
      <ListSection<TufRepo & { id?: string }>
        heading="Repositories"
        create={{ label: 'Upload repository', href: to.systemUpdateUpload() }}
        primary
        method="systemUpdateRepositoryList"
        params={{ query: { sortBy: 'version_descending' } }}
        columns={repoColumns(target)}
        rowName={(r) => r.systemVersion}
        rowActions={(r) => repoActions(r, target, setSetting)}
        empty={{ title: 'No repositories', body: 'Upload a signed repository archive to update the system.' }}
      />
      <ListSection<UpdatesTrustRoot>
        heading="Trust roots"
        create={{ label: 'Add trust root', href: to.trustRootsNew() }}
        method="systemUpdateTrustRootList"
        params={{}}
        columns={rootColumns}
        rowName={(r) => `Trust root ${r.id}`}
        rowActions={rootActions}
        empty={{ title: 'No trust roots', body: 'Repositories are only accepted when signed by a trusted root.' }}
      />
      {setting && <SetTargetModal version={setting} current={target} onClose={() => setSetting(null)} />}
    </>
  )
}
