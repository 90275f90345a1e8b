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

export const invalidValue = (message: string) => new MockError(400, 'InvalidValue', message)

export const forbidden = () => new MockError(403, 'Forbidden', 'Forbidden')

export const unauthorized = () => new MockError(401, 'Unauthorized', 'credentials missing or invalid')

export const conflict = (message: string) => new MockError(409, 'Conflict', message)

export const internal = (message = 'Internal Server Error') => new MockError(500, 'Internal', message)

export const unavailable = (message = 'Service Unavailable') => new MockError(503, 'ServiceUnavailable', message)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (s: string) => UUID.test(s)
