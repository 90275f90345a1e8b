import { api, type ApiMethod, type CallOptions, type DataOf, type ParamsOf } from './client'
import type { ApiError } from './http'
import { ERROR_READING_RESPONSE } from './errors'

/** An API failure as a thrown Error, for SWR and for promise-based confirm actions. */
export class ApiErrorThrown extends Error {
  constructor(readonly error: ApiError) {
    super(error.message)
  }
  get statusCode() {
    return this.error.statusCode
  }
  static from(e: unknown) {
    if (e instanceof ApiErrorThrown) return e
    return new ApiErrorThrown({ message: e instanceof Error ? e.message : String(e), statusCode: 0, requestId: '' })
  }
}

/** Calls an operation and unwraps its tagged result, throwing ApiErrorThrown on error or client_error. */
export async function callOrThrow<M extends ApiMethod>(method: M, params: ParamsOf<M>, options?: CallOptions): Promise<DataOf<M>> {
  const fn = api[method] as unknown as (p: ParamsOf<M>, o?: CallOptions) => Promise<{ type: string; data?: unknown; statusCode: number }>
  const result = await fn(params, options)
  if (result.type === 'success') return result.data as DataOf<M>
  if (result.type === 'error') throw new ApiErrorThrown(result.data as ApiError)
  throw new ApiErrorThrown({ message: ERROR_READING_RESPONSE, statusCode: result.statusCode, requestId: '' })
}
