/**
 * Which form field a server refusal is about, so a form shows it on that field as well as at the
 * top: a name already taken is the Name field's, an unsupported value names its field, a quota
 * limit is the size that asked for too much. The answer is a list of candidate value keys, most
 * specific first: forms spell the same thing differently (`ncpus`, `customCpus`), and each form
 * takes the first key it holds (web/ui/use-form.ts).
 */

/** What the rule reads from an API error (web/api/http.ts ApiError). */
export type ErrorLike = { message: string; errorCode?: string }

/** A server error tied to the form fields it may be about. */
export type ServerFieldError = { fields: readonly string[]; message: string }

/** Nexus's quota words (virtual_provisioning_collection_update.rs) and the value keys they are about. */
const QUOTA_FIELDS: [RegExp, string[]][] = [
  [/vCPU Limit Exceeded/i, ['ncpus', 'cpus', 'customCpus', 'sizing']],
  [/Memory Limit Exceeded/i, ['memory', 'memoryGiB', 'customMemoryGiB', 'sizing']],
  [/Storage Limit Exceeded/i, ['size', 'sizeGiB', 'bootDiskSize', 'storage']],
]

/** nexus InvalidValue: `unsupported value for "<label>": ...` (capitalised by the error catalogue). */
const INVALID_VALUE = /^unsupported value for "([^"]+)"/i

/** 'ip_pool' -> 'ipPool': the label is the API's field name, the form's keys are camelCase. */
const camel = (s: string) => s.replace(/[_-]([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/** The form value keys a server error is about, most specific first; empty when it names none. */
export function errorFieldKeys(error: ErrorLike): string[] {
  if (error.errorCode === 'ObjectAlreadyExists') return ['name']
  if (error.errorCode === 'InsufficientCapacity' || error.errorCode === undefined) {
    const quota = QUOTA_FIELDS.find(([words]) => words.test(error.message))
    if (quota) return quota[1]
  }
  const label = error.message.match(INVALID_VALUE)?.[1]
  if (label && (error.errorCode === 'InvalidValue' || error.errorCode === undefined)) {
    const key = camel(label)
    return key === label ? [label] : [key, label]
  }
  return []
}

/** The field error of a write's refusal, for a form shell; undefined when it names no field. */
export function serverFieldError(error: ErrorLike | null | undefined): ServerFieldError | undefined {
  if (!error) return undefined
  const fields = errorFieldKeys(error)
  return fields.length > 0 ? { fields, message: error.message } : undefined
}
