/**
 * `api`: one method per operation of calls.tsv, named camelCase(operationId) (the API client).
 * The method table and all param/data types are generated (generated/operations.ts);
 * this file only turns a table row plus `{ path, query, body }` into a request.
 */
import type { ApiOperations, HttpMethod } from './generated/operations'
import { bodyTypes, queryParams, routes } from './generated/routes'
import { request, toCamelCase, toSnakeCase, type ApiResult } from './http'

export type ApiMethod = keyof ApiOperations
export type ParamsOf<M extends ApiMethod> = ApiOperations[M]['params']
export type DataOf<M extends ApiMethod> = ApiOperations[M]['data']

export type CallOptions = { signal?: AbortSignal }

/** Params may be omitted when no part of them is required (lists, `ping`, `currentUserView`). */
type Args<P> = Partial<P> extends P ? [params?: P, options?: CallOptions] : [params: P, options?: CallOptions]

export type Api = {
  [M in ApiMethod]: (...args: Args<ParamsOf<M>>) => Promise<ApiResult<DataOf<M>>>
}

type LooseParams = { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown }

/** '/v1/projects/{project}' + { project: 'p' } -> '/v1/projects/p'. Path keys arrive camelCase. */
export function fillPath(op: { path: string }, path: Record<string, unknown> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = path[toCamelCase(name)]
    if (value === undefined || value === null || value === '') throw new TypeError(`missing path parameter '${name}'`)
    return encodeURIComponent(String(value))
  })
}

/**
 * Only the query parameters `method` declares in nexus.json: a shared list helper's `limit` or `pageToken`
 * sent to an operation that takes no pagination (instanceExternalSubnetList) is dropped, not sent.
 */
export function declaredQuery(method: ApiMethod, query: Record<string, unknown> | undefined) {
  if (!query) return query
  const declared = queryParams[method].split(' ')
  const kept = Object.entries(query).filter(([key]) => declared.includes(toSnakeCase(key)))
  return kept.length === Object.keys(query).length ? query : Object.fromEntries(kept)
}

/** Calls a method by name: what the SWR hooks use, since `api[m]` on a generic `m` is hard to type. */
export function callApi<M extends ApiMethod>(
  method: M,
  params?: ParamsOf<M>,
  options: CallOptions = {},
): Promise<ApiResult<DataOf<M>>> {
  const route = routes[method]
  const space = route.indexOf(' ')
  const op = { method: route.slice(0, space) as HttpMethod, path: route.slice(space + 1), bodyType: bodyTypes[method] }
  const { path, query, body } = (params ?? {}) as LooseParams
  let url: string
  try {
    url = fillPath(op, path)
  } catch (e) {
    // A caller bug, but the contract is a result, never a throw.
    return Promise.resolve({ type: 'client_error', error: e as Error, text: '', statusCode: 0 })
  }
  return request<DataOf<M>>({
    method: op.method,
    path: url,
    query: declaredQuery(method, query),
    body,
    bodyType: op.bodyType,
    operation: method,
    signal: options.signal,
  }).then((result) => checkPage(method, result))
}

/**
 * A paged list's answer (its operation declares page_token) is a page: one without a list of items is an
 * answer the console cannot read, failed here as one, so the table that asked says so instead of a
 * TypeError taking its page down.
 */
function checkPage<T>(method: ApiMethod, result: ApiResult<T>): ApiResult<T> {
  if (result.type !== 'success' || result.statusCode === 204 || !queryParams[method].split(' ').includes('page_token'))
    return result
  // a few paged operations answer a bare array (the BGP announce sets): that is a page too
  if (Array.isArray(result.data)) return result
  const items = (result.data as { items?: unknown } | null | undefined)?.items
  if (Array.isArray(items)) return result
  const error = new TypeError(`${toSnakeCase(method)}: the answer has no list of items`)
  return { type: 'client_error', error, text: '', statusCode: result.statusCode }
}

export const api = Object.fromEntries(
  (Object.keys(routes) as ApiMethod[]).map((method) => [
    method,
    (params?: ParamsOf<ApiMethod>, options?: CallOptions) => callApi(method, params, options),
  ]),
) as Api
