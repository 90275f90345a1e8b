import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { AlertDeliveryState, WebhookDeliveryAttemptResult } from '../../../web/api/generated/types'
import {
  attemptResultLabel,
  deliveryPending,
  deliveryStateColor,
  resendDisabled,
} from '../../../web/api/rules/alert-deliveries'

const Deliveries = suite('alert delivery rules')

const table: [AlertDeliveryState, { color: string; pending: boolean; resend: string | undefined }][] = [
  ['pending', { color: 'blue', pending: true, resend: 'Still being delivered' }],
  ['delivered', { color: 'default', pending: false, resend: undefined }],
  ['failed', { color: 'destructive', pending: false, resend: undefined }],
]
for (const [state, want] of table) {
  Deliveries(`${state}: colour, spinner and resend of an alert's delivery`, () => {
    assert.is(deliveryStateColor[state], want.color)
    assert.is(deliveryPending({ state }), want.pending)
    assert.is(resendDisabled({ state, trigger: 'alert' }), want.resend)
  })
}
Deliveries('every state is in the table', () => {
  assert.equal(table.map((t) => t[0]).sort(), Object.keys(deliveryStateColor).sort())
})
Deliveries('a probe is never resent, whatever its state', () => {
  for (const [state] of table)
    assert.is(resendDisabled({ state, trigger: 'probe' }), 'Probes are not resent; probe again instead')
})
Deliveries('every attempt result has a label', () => {
  const results: WebhookDeliveryAttemptResult[] = ['succeeded', 'failed_http_error', 'failed_unreachable', 'failed_timeout']
  assert.equal(Object.keys(attemptResultLabel).sort(), [...results].sort())
  assert.is(attemptResultLabel.failed_timeout, 'Timed out')
})
Deliveries.run()
