/** The device-token lifetime form: seconds on the wire, a whole number of hours or days (or no limit) in the form. */

export type TtlUnit = 'hours' | 'days' | 'none'
export type TtlForm = { value: string; unit: TtlUnit }

const UNIT_SECONDS = { hours: 3600, days: 86_400 } as const
/** The API's limit: a uint32 of seconds, at least 1. */
const MAX_TTL_SECONDS = 4_294_967_295

/** The form for a stored value: whole days when it divides evenly, else hours; null is 'no limit'. */
export function ttlToForm(seconds: number | null | undefined): TtlForm {
  if (seconds == null) return { value: '', unit: 'none' }
  if (seconds % UNIT_SECONDS.days === 0) return { value: String(seconds / UNIT_SECONDS.days), unit: 'days' }
  // a lifetime set elsewhere in seconds may not be whole hours; show it rounded up so it is never shortened silently
  return { value: String(Math.max(1, Math.ceil(seconds / UNIT_SECONDS.hours))), unit: 'hours' }
}

/** The error to show for the value, or undefined when the form is valid. */
export function validateTtl(form: TtlForm): string | undefined {
  if (form.unit === 'none') return undefined
  const text = form.value.trim()
  if (!text) return `Enter a number of ${form.unit}`
  if (!/^\d+$/.test(text)) return `Enter a whole number of ${form.unit} (no decimals, signs or units)`
  const n = Number(text)
  if (n < 1) return `The lifetime must be at least 1 ${form.unit.slice(0, -1)}`
  if (n * UNIT_SECONDS[form.unit] > MAX_TTL_SECONDS) {
    return `The lifetime can be at most ${Math.floor(MAX_TTL_SECONDS / UNIT_SECONDS[form.unit])} ${form.unit}`
  }
  return undefined
}

/** Seconds for the API (null = no limit). Call only on a valid form. */
export function formToTtl(form: TtlForm): number | null {
  return form.unit === 'none' ? null : Number(form.value.trim()) * UNIT_SECONDS[form.unit]
}

/** Whether saving `next` makes tokens expire sooner than `current` allows (null = no limit). */
export function isShortening(current: number | null | undefined, next: number | null): boolean {
  if (next == null) return false
  return current == null || next < current
}

/** '30 days', '1 hour', '90 minutes', 'No limit'. */
export function formatTtl(seconds: number | null | undefined): string {
  if (seconds == null) return 'No limit'
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  if (seconds % UNIT_SECONDS.days === 0) return plural(seconds / UNIT_SECONDS.days, 'day')
  if (seconds % UNIT_SECONDS.hours === 0) return plural(seconds / UNIT_SECONDS.hours, 'hour')
  if (seconds % 60 === 0) return plural(seconds / 60, 'minute')
  return plural(seconds, 'second')
}
