import type { PagedMethod } from '../api/all-items'
import type { ApiMethod, ParamsOf } from '../api/client'
import type { RouteRead } from './types'

/*
 * A route's reads (AppRoute.reads, issue #34), typed like the hooks that make them, so a route
 * cannot name params its page's hook would not send.
 */

/** What useApiQuery / usePageQuery(method, params) reads. */
export const queryRead = <M extends ApiMethod>(method: M, params: ParamsOf<M>): RouteRead => ({
  query: [method, params],
})

/** What useAllItems(method, params) reads (its first page). */
export const allRead = <M extends PagedMethod>(method: M, params: ParamsOf<M>): RouteRead => ({ all: [method, params] })
