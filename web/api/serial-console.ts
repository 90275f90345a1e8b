/**
 * An instance's serial console (the rules: calls): the WebSocket URL of `instanceSerialConsoleStream`
 * and the buffered history of `instanceSerialConsole`. The stream is not an `api` method: it
 * is a protocol upgrade, opened by the terminal with `new WebSocket(url)`; its path still
 * comes from the generated route table, so it follows the pinned API.
 */
import { fillPath } from './client'
import { routes } from './generated/routes'
import { readOnce } from './hooks'
import { toQueryString } from './http'

export type SerialConsoleParams = {
  project: string
  instance: string
  /** Start this many bytes back from the newest output (the server's most_recent). */
  mostRecent?: number
  /** Start this many bytes from the beginning of the buffer instead. */
  fromStart?: number
}

type Loc = Pick<Location, 'protocol' | 'host'>

/** 'GET /v1/...' -> '/v1/...' */
const routePath = (route: string) => route.slice(route.indexOf(' ') + 1)

/** Same host as the page; wss unless the page itself is plain http (local dev). */
export function serialConsoleUrl(
  { project, instance, mostRecent, fromStart }: SerialConsoleParams,
  loc: Loc = location,
): string {
  const scheme = loc.protocol === 'http:' ? 'ws:' : 'wss:'
  const path = fillPath({ path: routePath(routes.instanceSerialConsoleStream) }, { instance })
  return `${scheme}//${loc.host}${path}${toQueryString({ project, mostRecent, fromStart })}`
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
