/**
 * msw 3 uses `Promise.withResolvers` (Node 22+). We support Node 20, so every Node
 * entry point that may load msw imports this module first.
 */
const P = Promise as unknown as { withResolvers?: unknown }
if (typeof P.withResolvers !== 'function') {
  P.withResolvers = function withResolvers<T>() {
    let resolve!: (value: T | PromiseLike<T>) => void
    let reject!: (reason?: unknown) => void
    const promise = new Promise<T>((res, rej) => {
      resolve = res
      reject = rej
    })
    return { promise, resolve, reject }
  }
}
export {}
