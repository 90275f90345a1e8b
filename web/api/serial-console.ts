/**
 * URL of an instance's serial console WebSocket (SPEC §7). It is not an `api` method:
 * the stream is a protocol upgrade, opened by the terminal with `new WebSocket(url)`.
 */
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

/** Same host as the page; wss unless the page itself is plain http (local dev). */
export function serialConsoleUrl(
  { project, instance, mostRecent, fromStart }: SerialConsoleParams,
  loc: Loc = location,
): string {
  const scheme = loc.protocol === 'http:' ? 'ws:' : 'wss:'
  const path = `/v1/instances/${encodeURIComponent(instance)}/serial-console/stream`
  return `${scheme}//${loc.host}${path}${toQueryString({ project, mostRecent, fromStart })}`
}
