/**
 * How Nexus ends a serial-console WebSocket it cannot serve (omicron: nexus/src/external_api/http_entrypoints.rs
 * `instance_serial_console_stream`, nexus/src/app/instance.rs `instance_serial_console_stream` and
 * `propolis_addr_for_instance`). The handshake always completes; then, when there is no instance, no console in
 * its state, or no propolis to reach, Nexus sends a close frame with code 1011 and its error's text as the reason;
 * the instance is looked up for Modify, so a user who may read it but not modify it is closed with `Forbidden`.
 * Both adapters (embed/ and the preview worker) close the same way. No imports: embed/ loads this without web/mock.
 */

/** tungstenite's `CloseCode::Error`, the code Nexus closes every failed console with. */
export const SERIAL_ERROR_CLOSE = 1011

/** A close frame's reason is at most 123 bytes (RFC 6455 §5.5): longer text is cut at a character. */
export function closeReason(text: string): string {
  const enc = new TextEncoder()
  if (enc.encode(text).length <= 123) return text
  let out = ''
  for (const ch of text) {
    if (enc.encode(out + ch).length > 123) break
    out += ch
  }
  return out
}

/** States with a VMM whose console is not up yet or any more; the others that have no console have no VMM at all. */
const WITH_VMM = new Set(['starting', 'stopping'])

/** The reason for an instance in a state without a console: Nexus's own words (an `InvalidRequest`'s Display). */
export function stateCloseReason(state: string): string {
  return closeReason(
    WITH_VMM.has(state)
      ? `Invalid Request: cannot connect to serial console of instance in state "${state}"`
      : `Invalid Request: instance is ${state} and has no active serial console server`,
  )
}

/**
 * The reason for a failed lookup of the instance (the API's error body): the error's Display, which is what Nexus
 * puts in the frame, not the message its HTTP answers carry (an `ObjectNotFound` reads
 * `Object (of type ByName("db9")) not found: instance` there).
 */
export function lookupCloseReason(body: { error_code?: string; message?: string }): string {
  const message = body.message ?? ''
  const notFound = /^not found: (\S+) with (name|id) "(.*)"$/.exec(message)
  if (body.error_code === 'ObjectNotFound' && notFound) {
    const [, type, by, key] = notFound
    return closeReason(`Object (of type ${by === 'name' ? `ByName("${key}")` : `ById(${key})`}) not found: ${type}`)
  }
  if (body.error_code === 'Forbidden') return 'Forbidden'
  if (body.error_code === 'InvalidRequest') return closeReason(`Invalid Request: ${message}`)
  return closeReason(message || 'Internal Error')
}

/**
 * The reason when the caller may read the instance but not open its console, from the stream's own operation asked
 * over plain HTTP (the adapters find the instance with its view, a read; Nexus looks it up for Modify): its 403, as
 * `Forbidden`. Anything else the stream answers without the upgrade (a 400 for the missing upgrade, the state's
 * refusal) is not this check's: the console says it in Nexus's words when it is opened.
 */
export async function modifyRefusal(answer: Response | undefined): Promise<string | undefined> {
  if (answer?.status !== 403) return undefined
  return lookupCloseReason((await answer.json().catch(() => ({}))) as { error_code?: string; message?: string })
}
