/**
 * The error catalogue (the rules: errors): every user-visible API error text comes from here.
 * http.ts runs `errorMessage` on each error body, so `ApiError.message` is already final.
 */

export const ERROR_READING_RESPONSE = 'Error reading API response'
export const NOT_AUTHORIZED = 'Action not authorized'
export const UNKNOWN_SERVER_ERROR = 'Unknown server error'
const NAME_ALREADY_EXISTS = (resource: string) => `${resource} name already exists`
/** A 501: the control plane has the path but not the operation behind it (or not in this API version). */
export const NOT_OFFERED = (operationId: string) => `This control plane does not offer ${operationId}`

/** A known time-series server message (the rules: errors); callers may match on it. */
export const TIMESERIES_UNALIGNED = 'Input tables to a `group_by` must be aligned'

/**
 * Nexus ends a serial console it cannot serve (no such instance, not in a state with a console, its propolis out
 * of reach) with this close code after the handshake, and the error's own text as the reason.
 */
const SERIAL_CONSOLE_ERROR_CLOSE = 1011

/**
 * What a closed serial console says went wrong, or undefined for an ordinary end (the guest's console went away,
 * the page closed it). The reason is the error's Display ('Invalid Request: instance is stopped and has no active
 * serial console server'): its kind is dropped and the rest shown capitalised, like any server message.
 */
export function serialConsoleCloseMessage(code: number, reason: string): string | undefined {
  if (code !== SERIAL_CONSOLE_ERROR_CLOSE) return undefined
  const why = reason.trim().replace(/^Invalid Request: /, '')
  if (why === 'Forbidden') return NOT_AUTHORIZED
  return why ? capitalize(why) : UNKNOWN_SERVER_ERROR
}

/** The parts of a server error body the catalogue looks at (already camelCased). */
export type ErrorBody = { errorCode?: string; message?: string }

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** Verbs that end an operation name; what precedes them names the resource. */
const OPERATION_VERB = /(?:Create|Update|Add|Attach|Import|Upload|Set)(?:[A-Z]\w*)?$/

/**
 * 'already exists: vpc-subnet "web"' -> 'Vpc subnet'; otherwise from the operation name,
 * 'vpcSubnetCreate' -> 'Vpc subnet'. Falls back to 'Resource' when neither says.
 */
export function resourceName(message: string | undefined, operation?: string): string {
  const fromMessage = message?.match(/already exists: ([\w -]+?) "/)?.[1]
  const raw = fromMessage ?? operation?.replace(OPERATION_VERB, '').replace(/[A-Z]/g, (c) => ' ' + c)
  const words = raw?.replace(/[-_]/g, ' ').trim().toLowerCase()
  return words ? capitalize(words) : 'Resource'
}

/** dropshot appends the parse position, which means nothing to a user. */
const stripJsonPosition = (message: string) =>
  message.startsWith('unable to parse JSON body') ? message.replace(/ at line \d+ column \d+$/, '') : message

/**
 * The user-visible text for an error response. `operation` is the camelCase method name,
 * used only to name the resource of an ObjectAlreadyExists without one in the message.
 */
export function errorMessage(body: ErrorBody | undefined, statusCode: number, operation?: string): string {
  const message = body?.message?.trim()
  if (body?.errorCode === 'Forbidden' || statusCode === 403) return NOT_AUTHORIZED
  if (body?.errorCode === 'ObjectAlreadyExists') return NAME_ALREADY_EXISTS(resourceName(message, operation))
  if (statusCode === 501 && operation) {
    const id = operation.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())
    return message ? `${NOT_OFFERED(id)}: ${stripJsonPosition(message)}` : NOT_OFFERED(id)
  }
  if (!message) return UNKNOWN_SERVER_ERROR
  // ObjectNotFound and all other errors: the server's text, capitalised (the rules: errors).
  return capitalize(stripJsonPosition(message))
}
