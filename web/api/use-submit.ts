import { useCallback, useRef, useState } from 'react'
import { ApiErrorThrown } from './call'
import { useApiWrite, useRevalidateAfter, type Write } from './hooks'
import { apiOp, type ApiOp, type RequestPreview } from './request-preview'
import { serverFieldError } from './error-fields'
import type { ApiMethod, DataOf, ParamsOf } from './client'

/**
 * One way to write from a form: the form names, once, how its values become
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
  const revalidateAfter = useRevalidateAfter()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<ApiErrorThrown>()
  // read at call time: callers pass fresh closures each render
  const latest = useRef({ build, options })
  latest.current = { build, options }
  // whether the write was made, for a form that keeps its draft until then (a result may be undefined)
  const attempt = useCallback(
    async (values: V): Promise<{ ok: true; result: R } | { ok: false }> => {
      const { build, options } = latest.current
      setPending(true)
      setError(undefined)
      // each call's reads are refreshed after onSuccess, as useApiMutation does: onSuccess often
      // navigates (a rename leaves the old name's page), and refetching that page first would 404
      const called = new Set<ApiMethod>()
      const tracked: Write = (method, params) => {
        called.add(method)
        return write(method, params, { invalidate: false })
      }
      try {
        const result = await build(values).run(tracked)
        options.onSuccess?.(result, values)
        return { ok: true, result }
      } catch (e) {
        const err = e instanceof ApiErrorThrown ? e : ApiErrorThrown.from(e)
        setError(err)
        options.onError?.(err)
        return { ok: false }
      } finally {
        setPending(false)
        await new Promise<void>((resolve) => setTimeout(resolve, 0))
        await revalidateAfter([...called])
      }
    },
    [write, revalidateAfter],
  )
  const submit = useCallback(
    async (values: V): Promise<R | undefined> => {
      const done = await attempt(values)
      return done.ok ? done.result : undefined
    },
    [attempt],
  )
  const written = useCallback(async (values: V) => (await attempt(values)).ok, [attempt])
  const request = useCallback((values: V) => latest.current.build(values).request(), [])
  return { submit, written, request, pending, error, reset: () => setError(undefined) }
}

/** useSubmit of one API call, its params built once from the form's values for both the call and the preview. */
export function useCallSubmit<M extends ApiMethod, V>(
  method: M,
  params: (values: V) => ParamsOf<M>,
  options: { onSuccess?: (result: DataOf<M>, values: V) => void; onError?: (error: ApiErrorThrown) => void } = {},
) {
  return useSubmit((v: V) => apiOp(method, params(v)), options)
}

/**
 * What a form shell (FormShellProps in web/ui/use-form.ts) takes from a write, so a create or edit
 * page passes it once: `<VpcForm title=… initial=… onClose=… {...formWrite(create)} />`.
 */
export const formWrite = <V>(w: {
  written: (values: V) => Promise<boolean>
  request: (values: V) => RequestPreview
  pending: boolean
  error?: ApiErrorThrown
}) => ({
  pending: w.pending,
  serverError: w.error?.message,
  // the refusal on the field it is about too (a name already taken on Name)
  serverField: serverFieldError(w.error?.error),
  // settles with whether the write was made: the form drops its draft only then
  onSubmit: (values: V) => w.written(values),
  request: w.request,
})
