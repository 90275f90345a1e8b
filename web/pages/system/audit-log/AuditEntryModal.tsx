import type { AuditLogEntry } from '../../../api/generated/types'
import { Badge } from '../../../ui/Badge'
import { CopyButton } from '../../../ui/CopyButton'
import { PropertiesList } from '../../../ui/PropertiesList'
import { SideModal } from '../../../ui/SideModal'
import { formatDateTime } from '../../../util/time'
import { actorLabel, durationMs, resultColor, resultLabel } from './audit'

/** Everything recorded about one request. */
export function AuditEntryModal({ entry, onClose }: { entry: AuditLogEntry; onClose: () => void }) {
  const r = entry.result
  return (
    <SideModal title="Audit log entry" onClose={onClose}>
      <PropertiesList
        items={[
          ['Operation', <code>{entry.operationId}</code>],
          ['Result', <Badge color={resultColor[r.kind]}>{resultLabel(r)}</Badge>],
          ...(r.kind === 'error' ? [['Error message', r.errorMessage] as [string, string]] : []),
          ['Actor', actorLabel(entry.actor)],
          ['Auth method', entry.authMethod ?? '—'],
          ['Credential ID', entry.credentialId ? <code>{entry.credentialId}</code> : '—'],
          [
            'Request ID',
            <>
              <code>{entry.requestId}</code> <CopyButton text={entry.requestId} label="Copy request ID" />
            </>,
          ],
          ['Request URI', <code>{entry.requestUri}</code>],
          ['Source IP', entry.sourceIp],
          ['User agent', entry.userAgent ?? '—'],
          ['Started', formatDateTime(entry.timeStarted, { seconds: true })],
          ['Completed', `${formatDateTime(entry.timeCompleted, { seconds: true })} (${durationMs(entry)} ms)`],
          ['Entry ID', <code>{entry.id}</code>],
        ]}
      />
    </SideModal>
  )
}
