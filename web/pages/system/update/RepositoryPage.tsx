import { useState } from 'react'
import { useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { Badge } from '../../../ui/Badge'
import { Button } from '../../../ui/Button'
import { CopyButton } from '../../../ui/CopyButton'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import { formatDateTime } from '../../../util/time'
import { SetTargetModal } from './SetTargetModal'

/** system/update/repositories/:version: one uploaded repository, and making it the target. */
export default function RepositoryPage() {
  const { version } = useParams<{ version: string }>()
  const { data: repo } = useQuery(
    'systemUpdateRepositoryView',
    { path: { systemVersion: version } },
    { throwOnError: true },
  )
  const target = useQuery('systemUpdateStatus', {}).data?.targetRelease?.version
  const [setting, setSetting] = useState(false)
  const isTarget = target === version
  return (
    <>
      <PageHeader
        docs="updates"
        title={
          <>
            Repository {version} {isTarget && <Badge>target release</Badge>}
          </>
        }
      >
        <Button
          write
          variant="primary"
          disabledReason={isTarget && 'Already the target release'}
          onClick={() => setSetting(true)}
        >
          Set as target release
        </Button>
      </PageHeader>
      {repo && (
        <PropertiesList
          items={[
            ['System version', repo.systemVersion],
            ['File name', repo.fileName],
            [
              'Hash (SHA-256)',
              <>
                <code>{repo.hash}</code> <CopyButton text={repo.hash} label="Copy hash" />
              </>,
            ],
            ['Uploaded', formatDateTime(repo.timeCreated)],
          ]}
        />
      )}
      {setting && <SetTargetModal version={version} current={target} onClose={() => setSetting(false)} />}
    </>
  )
}
