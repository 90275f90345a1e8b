import { useState } from 'react'
import { useWrite } from '../../../api/writes'
import { requestPreview } from '../../../api/request-preview'
import type { AlertProbeResult } from '../../../api/generated/types'
import { Badge } from '../../../ui/Badge'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { CheckboxField } from '../../../ui/Field'
import { deliveryStateColor } from '../../../api/rules/alert-deliveries'
import { attemptSummary, lastAttempt } from './deliveries'
import { ErrorBox } from '../../../ui/ErrorBox'
import { HeadedSection } from '../../../ui/HeadedSection'

/** Send a test delivery to the endpoint and show what happened. */
export function ProbePanel({ receiver }: { receiver: string }) {
  const [resend, setResend] = useState(false)
  const [result, setResult] = useState<AlertProbeResult | null>(null)
  const probe = useWrite('alertReceiverProbe', { onSuccess: setResult })
  const params = () => ({ path: { receiver }, query: { resend } })
  return (
    <HeadedSection
      heading="Probe"
      action={
        <>
          <CopyRequestButton
            title="Send probe: CLI / API"
            request={() => requestPreview('alertReceiverProbe', params())}
          />
          <Button
            write
            variant="primary"
            loading={probe.pending}
            onClick={() => {
              setResult(null)
              probe.submit(params())
            }}
          >
            Send probe
          </Button>
        </>
      }
    >
      <CheckboxField label="Resend failed deliveries if the probe succeeds" checked={resend} onChecked={setResend} />
      {probe.error && <ErrorBox>{probe.error.message}</ErrorBox>}
      {result && (
        <div role="status" aria-label="Probe result" className="props">
          <span>
            Probe <Badge color={deliveryStateColor[result.probe.state]}>{result.probe.state}</Badge>
          </span>
          <span>{attemptSummary(lastAttempt(result.probe))}</span>
          {result.resendsStarted != null && <span>{result.resendsStarted} failed deliveries resent</span>}
        </div>
      )}
    </HeadedSection>
  )
}
