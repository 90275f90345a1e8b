import { useCallback, useRef, useState } from 'react'
import { ApiErrorThrown } from './call'
import { useApiWrite } from './hooks'
import { apiOp, type ApiOp } from './request-preview'
import type { ApiMethod, DataOf, ParamsOf } from './client'

/**
 * One way to write from a form (issue #35 point 4): the form names, once, how its values become
 * a write — one call (`useSubmit(apiOp(...))`-style builders) or several in order (a step form:
 * `{ run: async (write) => { await write(a); return write(b) }, request }`) — and gets back
 * `submit`, the request preview of the same values, `pending` and the server's `error`. Pages
 * keep no pending or error state of their own; every call goes through useApiWrite, so the one
 * invalidation policy applies to each step.
 */
export function useSubmit<V, R>(
  build: (values: V) => ApiOp<R>,
  options: { onSuccess?: (result: R, values: V) => void; onError?: (error: ApiErrorThrown) => void } = {},
) {
  const write = useApiWrite()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<ApiErrorThrown>()
  // read at call time: callers pass fresh closures each render
  const latest = useRef({ build, options })
  latest.current = { build, options }
  const submit = useCallback(
    async (values: V): Promise<R | undefined> => {
      const { build, options } = latest.current
      setPending(true)
      setError(undefined)
      try {
        const result = await build(values).run(write)
        options.onSuccess?.(result, values)
        return result
      } catch (e) {
        const err = e instanceof ApiErrorThrown ? e : ApiErrorThrown.from(e)
        setError(err)
        options.onError?.(err)
        return undefined
      } finally {
        setPending(false)
      }
    },
    [write],
  )
  const request = useCallback((values: V) => latest.current.build(values).request(), [])
  return { submit, request, pending, error, reset: () => setError(undefined) }
}

/** useSubmit of one API call, its params built once from the form's values for both the call and the preview. */
export function useCallSubmit<M extends ApiMethod, V>(
  method: M,
  params: (values: V) => ParamsOf<M>,
  options: { onSuccess?: (result: DataOf<M>, values: V) => void; onError?: (error: ApiErrorThrown) => void } = {},
) {
  return useSubmit((v: V) => apiOp(method, params(v)), options)
}
