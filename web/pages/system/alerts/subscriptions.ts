/**
 * Webhook receiver logic, pure for unit tests (test/pages/alerts/subscriptions.test.ts):
 * alert-class globs, the endpoint and secret rules, and the form's mapping to the API body.
 * Alert classes are dot-separated ('hardware.sled.added'). In a subscription a `*` segment
 * matches exactly one segment and `**` any number (including none).
 */
import type { WebhookCreate, WebhookReceiverUpdate } from '../../../api/generated/types'
import { requiredMessage, validateName } from '../../../util/validate'
import { declareDraftSecrets } from '../../../util/drafts'

const SEGMENT = /^[a-z0-9_]+$/

export function validateSubscription(pattern: string): string | undefined {
  const p = pattern.trim()
  if (!p) return requiredMessage('Subscription')
  for (const seg of p.split('.')) {
    if (seg === '*' || seg === '**') continue
    if (!seg) return 'Segments are separated by single dots'
    if (!SEGMENT.test(seg)) return 'Use lowercase letters, digits and _, with * for one segment or ** for any number'
  }
  return undefined
}

/** A subscription to add to a receiver that has `existing` ones. */
export const validateNewSubscription = (pattern: string, existing: string[]) => ({
  pattern: validateSubscription(pattern) ?? (existing.includes(pattern.trim()) ? 'Already subscribed' : undefined),
})

export const isGlob = (pattern: string) => pattern.split('.').some((s) => s === '*' || s === '**')

/** Does `alertClass` match `pattern` (segment-wise, with * and **)? */
export function globMatches(pattern: string, alertClass: string): boolean {
  const p = pattern.split('.')
  const c = alertClass.split('.')
  const match = (i: number, j: number): boolean => {
    if (i === p.length) return j === c.length
    if (p[i] === '**') return match(i + 1, j) || (j < c.length && match(i, j + 1))
    if (j === c.length) return false
    return (p[i] === '*' || p[i] === c[j]) && match(i + 1, j + 1)
  }
  return match(0, 0)
}

/** The known classes a pattern covers, for the hint under each subscription. */
export const matchingClasses = (pattern: string, classes: string[]) =>
  classes.filter((c) => globMatches(pattern.trim(), c))

export function validateEndpoint(url: string): string | undefined {
  const u = url.trim()
  if (!u) return requiredMessage('Endpoint URL')
  let parsed: URL
  try {
    parsed = new URL(u)
  } catch {
    return 'Must be a full URL such as https://example.com/hooks'
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'Must be an http or https URL'
  if (!parsed.hostname) return 'Must include a host name'
  return undefined
}

export function validateSecret(s: string): string | undefined {
  if (!s) return requiredMessage('Secret')
  if (s.trim() !== s) return 'Must not start or end with spaces'
  return undefined
}

/** 32 random bytes as hex: a strong shared secret for HMAC signatures. */
export function generateSecret(random: (a: Uint8Array) => Uint8Array = (a) => crypto.getRandomValues(a)): string {
  return Array.from(random(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('')
}

export type ReceiverFormValues = {
  name: string
  description: string
  endpoint: string
  secrets: string[]
  subscriptions: string[]
}
export const receiverDefaults: ReceiverFormValues = {
  name: '',
  description: '',
  endpoint: '',
  secrets: [''],
  subscriptions: [''],
}
declareDraftSecrets(receiverDefaults, { secrets: 'token' })
/** The form that adds one secret to a receiver (SecretsSection). */
export const secretDefaults = { secret: '' }
declareDraftSecrets(secretDefaults, { secret: 'token' })

export type ReceiverErrors = {
  name?: string
  endpoint?: string
  secrets: (string | undefined)[]
  subscriptions: (string | undefined)[]
}

/** `mode` 'edit' checks only what the update call takes (name, description, endpoint). */
export function validateReceiver(v: ReceiverFormValues, mode: 'create' | 'edit'): ReceiverErrors {
  const name = v.name.trim() ? validateName(v.name.trim()) : requiredMessage('Name')
  const endpoint = validateEndpoint(v.endpoint)
  if (mode === 'edit') return { name, endpoint, secrets: [], subscriptions: [] }
  // Empty subscription rows are ignored (a receiver may start with none); secrets need at least one.
  const subscriptions = v.subscriptions.map((s) => (s.trim() ? validateSubscription(s) : undefined))
  const secrets = v.secrets.map((s, i) => (s === '' && i > 0 ? undefined : validateSecret(s)))
  const seen = new Set<string>()
  v.subscriptions.forEach((s, i) => {
    const t = s.trim()
    if (t && seen.has(t)) subscriptions[i] = 'Already subscribed above'
    seen.add(t)
  })
  return { name, endpoint, secrets, subscriptions }
}

export function createBody(v: ReceiverFormValues): WebhookCreate {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    endpoint: v.endpoint.trim(),
    secrets: v.secrets.filter((s) => s !== ''),
    subscriptions: [...new Set(v.subscriptions.map((s) => s.trim()).filter(Boolean))],
  }
}

export function updateBody(v: ReceiverFormValues): WebhookReceiverUpdate {
  return { name: v.name.trim(), description: v.description.trim(), endpoint: v.endpoint.trim() }
}
