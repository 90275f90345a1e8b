/**
 * Errors the way the server words them (omicron's external Error), thrown by
 * lookups and handlers and turned into responses by the adapter. A class, not
 * a Response, so one error can be thrown, inspected in tests, and answered
 * many times (a Response body can be read once).
 */
export class MockError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string | undefined,
    message: string,
    /** extra response headers, e.g. for 401 */
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

export const notFound = (type: string, key: string, by: 'name' | 'id' = isUuid(key) ? 'id' : 'name') =>
  new MockError(404, 'ObjectNotFound', `not found: ${type} with ${by} "${key}"`)

/** For lookups that are not by name or id (e.g. "default IP pool for current silo"). */
export const notFoundMsg = (what: string) => new MockError(404, 'ObjectNotFound', `not found: ${what}`)

export const alreadyExists = (type: string, name: string) =>
  new MockError(400, 'ObjectAlreadyExists', `already exists: ${type} "${name}"`)

export const badRequest = (message: string) => new MockError(400, 'InvalidRequest', message)

/** dropshot's own 400, before Nexus sees the request (a body, path or query it cannot parse): no error_code. */
export const unparsable = (message: string) => new MockError(400, undefined, message)

/** Nexus's InvalidValue: `unsupported value for "<label>": <message>`. */
export const invalidValue = (label: string, message: string) =>
  new MockError(400, 'InvalidValue', `unsupported value for "${label}": ${message}`)

/** Nexus's InsufficientCapacity (507): quotas, exhausted pools. */
export const insufficientCapacity = (message: string) =>
  new MockError(507, 'InsufficientCapacity', `Insufficient capacity: ${message}`)

export const forbidden = () => new MockError(403, 'Forbidden', 'Forbidden')

export const unauthorized = () => new MockError(401, 'Unauthorized', 'credentials missing or invalid')

export const conflict = (message: string) => new MockError(409, 'Conflict', message)

export const internal = (message = 'Internal Server Error') => new MockError(500, 'Internal', message)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (s: string) => UUID.test(s)

/** Why `value` is not a Nexus Name, in omicron's words (Name::try_from), or undefined when it is one. */
export function nameProblem(value: string): string | undefined {
  if (value.length > 63) return 'name may contain at most 63 characters'
  if (!value) return 'name requires at least one character'
  if (!/^[a-z]/.test(value)) return 'name must begin with an ASCII lowercase character'
  const bad = /[^a-z0-9-]/.exec(value)
  if (bad)
    return `name contains invalid character: "${bad[0]}" (allowed characters are lowercase ASCII, digits, and "-")`
  if (value.endsWith('-')) return 'name cannot end with "-"'
  if (isUuid(value)) return 'name cannot be a UUID to avoid ambiguity with IDs'
  return undefined
}
