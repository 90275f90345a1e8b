/** Delivery attempt summaries and the list's filter, for the deliveries table and the probe result. */
import type { AlertDelivery, AlertDeliveryState, WebhookDeliveryAttempt } from '../../../api/generated/types'
import { attemptResultLabel } from '../../../api/rules/alert-deliveries'

export const lastAttempt = (d: Pick<AlertDelivery, 'attempts'>): WebhookDeliveryAttempt | undefined => {
  const list = d.attempts.webhook
  return list.reduce<WebhookDeliveryAttempt | undefined>(
    (last, a) => (!last || a.attempt > last.attempt ? a : last),
    undefined,
  )
}

/** 'HTTP error (503, 120 ms)' */
export function attemptSummary(a: WebhookDeliveryAttempt | undefined): string {
  if (!a) return 'No attempts yet'
  const r = a.response ? ` (${a.response.status}, ${a.response.durationMs} ms)` : ''
  return attemptResultLabel[a.result] + r
}

export type DeliveryFilter = 'all' | AlertDeliveryState
/** The list call takes one flag per state; 'all' sends none. */
export const deliveryQuery = (f: DeliveryFilter) => (f === 'all' ? {} : { [f]: true })
