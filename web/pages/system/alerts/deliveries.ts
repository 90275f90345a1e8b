/** Delivery states and attempt summaries as data (STYLE §7), for the deliveries table and the probe result. */
import type {
  AlertDelivery,
  AlertDeliveryState,
  WebhookDeliveryAttempt,
  WebhookDeliveryAttemptResult,
} from '../../../api/generated/types'
import type { BadgeColor } from '../../../ui/Badge'

export const deliveryStateColor: Record<AlertDeliveryState, BadgeColor> = {
  pending: 'blue',
  delivered: 'default',
  failed: 'destructive',
}

export const attemptResultLabel: Record<WebhookDeliveryAttemptResult, string> = {
  succeeded: 'Succeeded',
  failed_http_error: 'HTTP error',
  failed_unreachable: 'Unreachable',
  failed_timeout: 'Timed out',
}

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

/** Resending makes sense once a delivery has stopped trying without success. */
export const resendDisabled = (d: Pick<AlertDelivery, 'state' | 'trigger'>) =>
  d.trigger === 'probe'
    ? 'Probes are not resent; probe again instead'
    : d.state === 'pending'
      ? 'Still being delivered'
      : undefined

export type DeliveryFilter = 'all' | AlertDeliveryState
/** The list call takes one flag per state; 'all' sends none. */
export const deliveryQuery = (f: DeliveryFilter) => (f === 'all' ? {} : { [f]: true })
