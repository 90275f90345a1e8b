/**
 * Error paths for every stream the server touches. A stream that emits 'error' with no
 * listener ends the process, and node:http stops watching a socket once it hands it to an 'upgrade' listener;
 * so each socket gets a listener the moment we own it, and streams are joined with `pipeline`, which
 * destroys both ends when either fails instead of leaving one half open.
 */
import type { Duplex, Readable, Writable } from 'node:stream'
import { pipeline } from 'node:stream'

/**
 * A socket we now own: an error (a reset, a write after the peer left) ends it quietly, with nothing
 * to report to anyone. Returns the socket.
 */
export function guard<S extends Duplex>(socket: S): S {
  if (!socket.listeners('error').includes(destroyOnError)) socket.on('error', destroyOnError)
  return socket
}

function destroyOnError(this: Duplex) {
  this.destroy()
}

/** `from` into `to`; when either fails or closes early, both are destroyed. */
export function relay(from: Readable, to: Writable, onError?: (err: Error) => void): void {
  pipeline(from, to, (err) => {
    if (!err) return
    from.destroy()
    to.destroy()
    onError?.(err)
  })
}

/** Two sockets joined both ways (an accepted WebSocket upgrade): either one ending ends the other. */
export function bridge(a: Duplex, b: Duplex): void {
  guard(a)
  guard(b)
  const end = () => {
    a.destroy()
    b.destroy()
  }
  a.once('close', end)
  b.once('close', end)
  relay(a, b)
  relay(b, a)
}
