/**
 * An instance's serial console (the rules: calls): the WebSocket URL of `instanceSerialConsoleStream`
 * and the buffered history of `instanceSerialConsole`. The stream is not an `api` method: it
 * is a protocol upgrade, opened by the terminal with `new WebSocket(url)`; its path still
 * comes from the generated route table, so it follows the pinned API.
 */
import { declaredQuery, fillPath } from './client'
import { routes } from './generated/routes'
import type { InstanceSerialConsoleStreamQueryParams } from './generated/operations'
import { readOnce } from './hooks'
import { toQueryString } from './http'

/**
 * The stream's own options: the project and `most_recent` (start this many bytes back from the newest output;
 * without it, from the start of the buffer). It has no `from_start`: that is the history call's.
 */
export type SerialConsoleParams = { instance: string } & InstanceSerialConsoleStreamQueryParams

type Loc = Pick<Location, 'protocol' | 'host'>

/** 'GET /v1/...' -> '/v1/...' */
const routePath = (route: string) => route.slice(route.indexOf(' ') + 1)

/**
 * Same host as the page; wss unless the page itself is plain http (local dev). Only the parameters the stream
 * declares go out: Nexus would ignore any other, so the console would get what it did not ask for.
 */
export function serialConsoleUrl({ instance, ...query }: SerialConsoleParams, loc: Loc = location): string {
  const scheme = loc.protocol === 'http:' ? 'ws:' : 'wss:'
  const path = fillPath({ path: routePath(routes.instanceSerialConsoleStream) }, { instance })
  return `${scheme}//${loc.host}${path}${toQueryString(declaredQuery('instanceSerialConsoleStream', query))}`
}

/** The most the history call is asked for at once (the server's buffer is smaller). */
const SERIAL_HISTORY_MAX_BYTES = 4 * 1024 * 1024

/**
 * Everything the server still buffers of the console since the instance started, as text
 * (`instanceSerialConsole` from byte 0): more than the terminal's scrollback, for a download.
 * Bytes that are not UTF-8 become U+FFFD. Rejects with the server's error.
 */
export async function readSerialHistory(project: string, instance: string): Promise<string> {
  const res = await readOnce('instanceSerialConsole', {
    path: { instance },
    query: { project, fromStart: 0, maxBytes: SERIAL_HISTORY_MAX_BYTES },
  })
  return new TextDecoder().decode(new Uint8Array(res.data))
}
