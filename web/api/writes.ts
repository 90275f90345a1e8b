import { useCallback, useMemo, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'
import type { ApiMethod, DataOf, ParamsOf } from './client'
import { callOrThrow, ApiErrorThrown } from './call'
import { forgetStarted } from './queries'
import { routes } from './generated/routes'
import { invalidates } from './invalidation'
import { serverFieldError } from './error-fields'
import { apiOp, type ApiOp, type RequestPreview } from './request-preview'

/**
 * The one write path (docs/CONTRACTS.md "Writes"): calls the operation, then revalidates the
 * cached queries its families reach (./invalidation.ts). Every write in web/pages goes through
 * useWrite, directly or through useConfirmedWrite, useFormSave and useDocumentSave.
 * It works after the calling page unmounts (a confirm dialog or bulk job outlives its row).
 */
export type Write = <M extends ApiMethod>(method: M, params: ParamsOf<M>, options?: { invalidate?: boolean }) => Promise<DataOf<M>>

/** The bare write, plus `revalidate` for a job that ran its writes with `invalidate: false`. */
export type WriteCall = Write & { revalidate: (methods: ApiMethod[]) => Promise<unknown> }

type WriteOptions<I, R> = {
  /** Runs before the revalidation, so a renamed or deleted resource's old page is left before anything refetches it. */
  onSuccess?: (result: R, input: I) => void
  onError?: (error: ApiErrorThrown) => void
}

/** What a form shell (FormShellProps in web/ui/use-form.ts) takes from a write: `<VpcForm … {...create.form} />`. */
type FormWrite<I> = {
  pending: boolean
  serverError: string | undefined
  serverField: ReturnType<typeof serverFieldError>
  onSubmit: (input: I) => Promise<boolean>
  request: (input: I) => RequestPreview
}

export type WriteState<I, R> = {
  /** Writes; rejects with ApiErrorThrown (recorded in `error` too). */
  run: (input: I) => Promise<R>
  /** Writes; a failure is only recorded in `error` (a form that shows it inline): the result or undefined. */
  submit: (input: I) => Promise<R | undefined>
  /** Writes; settles with whether the write was made (a result may be undefined). */
  written: (input: I) => Promise<boolean>
  /** The request the same input sends, for "Copy as CLI / API". */
  request: (input: I) => RequestPreview
  pending: boolean
  error: ApiErrorThrown | undefined
  reset: () => void
  /** The props a form shell takes; the form drops its draft only once the write is made. */
  form: FormWrite<I>
}

/** Resolves after pending renders (Preact renders in a microtask) have run. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * One call that changes something.
 * - `useWrite()`: the write function itself (confirm dialogs, bulk jobs, multi-step flows).
 * - `useWrite(method, { onSuccess, onError })`: one operation with pending and error; its input is the params.
 * - `useWrite(method, (values) => params, options)`: the same with the params built from a form's values,
 *   once for the call and its request preview.
 * - `useWrite((values) => apiOp(...) | { run: async (write) => …, request }, options)`: a form's write,
 *   built once from its values for the call and its request preview; several calls in order are one step form.
 * Each call's reads are revalidated after `onSuccess` (which often navigates: a rename leaves the old
 * name's page, and refetching that page first would 404); a failure refreshes them too, as a failed write may
 * have changed something. The server's refusal of a field is mapped to it (`form.serverField`).
 */
export function useWrite(): WriteCall
export function useWrite<M extends ApiMethod>(method: M, options?: WriteOptions<ParamsOf<M>, DataOf<M>>): WriteState<ParamsOf<M>, DataOf<M>>
export function useWrite<M extends ApiMethod, V>(
  method: M,
  params: (values: V) => ParamsOf<M>,
  options?: WriteOptions<V, DataOf<M>>,
): WriteState<V, DataOf<M>>
export function useWrite<V, R>(build: (values: V) => ApiOp<R>, options?: WriteOptions<V, R>): WriteState<V, R>
export function useWrite(
  op?: ApiMethod | ((values: unknown) => ApiOp<unknown>),
  paramsOrOptions?: ((values: unknown) => unknown) | WriteOptions<unknown, unknown>,
  third?: WriteOptions<unknown, unknown>,
): WriteCall | WriteState<unknown, unknown> {
  const params = typeof paramsOrOptions === 'function' ? paramsOrOptions : undefined
  const options = (typeof paramsOrOptions === 'function' ? third : paramsOrOptions) ?? {}
  const { mutate } = useSWRConfig()
  const call = useMemo(() => {
    const write = (async (method: ApiMethod, params: never, o: { invalidate?: boolean } = {}) => {
      try {
        return await callOrThrow(method, params)
      } finally {
        if (o.invalidate !== false) await revalidate(mutate, [method])
      }
    }) as Write
    return Object.assign(write, { revalidate: (methods: ApiMethod[]) => revalidate(mutate, methods) })
  }, [mutate])
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<ApiErrorThrown>()
  // read at call time: callers pass fresh closures each render
  const latest = useRef({ op, params, options })
  latest.current = { op, params, options }
  const build = useCallback((input: unknown): ApiOp<unknown> => {
    const { op, params } = latest.current
    if (typeof op === 'function') return op(input)
    return apiOp(op as ApiMethod, (params ? params(input) : input) as never)
  }, [])
  const run = useCallback(
    async (input: unknown) => {
      const { options } = latest.current
      setPending(true)
      setError(undefined)
      const called = new Set<ApiMethod>()
      const tracked: Write = (method, params) => {
        called.add(method)
        return call(method, params, { invalidate: false })
      }
      try {
        const result = await build(input).run(tracked)
        options.onSuccess?.(result, input)
        return result
      } catch (e) {
        const err = e instanceof ApiErrorThrown ? e : ApiErrorThrown.from(e)
        setError(err)
        options.onError?.(err)
        throw err
      } finally {
        setPending(false)
        await nextTask()
        await call.revalidate([...called])
      }
    },
    [call, build],
  )
  const submit = useCallback((input: unknown) => run(input).catch(() => undefined), [run])
  const written = useCallback(
    (input: unknown) =>
      run(input).then(
        () => true,
        () => false,
      ),
    [run],
  )
  const request = useCallback((input: unknown) => build(input).request(), [build])
  if (op === undefined) return call
  return {
    run,
    submit,
    written,
    request,
    pending,
    error,
    reset: () => setError(undefined),
    form: {
      pending,
      serverError: error?.message,
      // the refusal on the field it is about too (a name already taken on Name)
      serverField: serverFieldError(error?.error),
      onSubmit: written,
      request,
    },
  }
}

function revalidate(mutate: ReturnType<typeof useSWRConfig>['mutate'], writes: ApiMethod[]) {
  // a read started ahead of its page may predate the write
  forgetStarted()
  return mutate(
    (key) => {
      if (!Array.isArray(key)) return false
      if (key[0] === 'loader') return (key[2] as ApiMethod[]).some((read) => invalidates(writes, read))
      return typeof key[0] === 'string' && key[0] in routes && invalidates(writes, key[0] as ApiMethod)
    },
    undefined,
    { revalidate: true },
  )
}
