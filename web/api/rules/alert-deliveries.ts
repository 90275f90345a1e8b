/* Alert delivery states and attempt results as data (STYLE 7), for the deliveries table and the probe result. */
import type { AlertDelivery, AlertDeliveryState, WebhookDeliveryAttemptResult } from '../generated/types'
import { type BadgeColor, stateSet } from './predicates'

export const deliveryStateColor: Record<AlertDeliveryState, BadgeColor> = {
  pending: 'blue',
  delivered: 'default',
  failed: 'destructive',
}

/** A pending delivery is still being tried: it spins, and the table polls while one is shown. */
const pendingStates = stateSet<AlertDeliveryState>(['pending'])
export const deliveryPending = (d: Pick<AlertDelivery, 'state'>) => pendingStates(d.state)

export const attemptResultLabel: Record<WebhookDeliveryAttemptResult, string> = {
  succeeded: 'Succeeded',
  failed_http_error: 'HTTP error',
  failed_unreachable: 'Unreachable',
  failed_timeout: 'Timed out',
}

/** Resending makes sense once a delivery has stopped trying without success. */
export const resendDisabled = (d: Pick<AlertDelivery, 'state' | 'trigger'>) =>
  d.trigger === 'probe' ? 'Probes are not resent; probe again instead' : deliveryPending(d) ? 'Still being delivered' : undefined
