/*
 * POST /v1/vpc-router-routes (nexus vpc_router_route_create). SPEC §7 lists route
 * create, but ../shared/api/calls.tsv has no row for it, so the generated client has no
 * `vpcRouterRouteCreate`. This is that method, built the way the client builds the others;
 * once calls.tsv gains the row, switch to callOrThrow('vpcRouterRouteCreate', ...).
 */
import type { RouterRoute, RouterRouteCreate } from '../../api/generated/types'
import { ApiErrorThrown } from '../../api/call'
import { ERROR_READING_RESPONSE } from '../../api/errors'
import { request } from '../../api/http'

export async function createRoute(params: { query: { project: string; vpc: string; router: string }; body: RouterRouteCreate }): Promise<RouterRoute> {
  const result = await request<RouterRoute>({
    method: 'POST',
    path: '/v1/vpc-router-routes',
    query: params.query,
    body: params.body,
    bodyType: 'json',
    operation: 'vpcRouterRouteCreate',
  })
  if (result.type === 'success') return result.data
  if (result.type === 'error') throw new ApiErrorThrown(result.data)
  throw new ApiErrorThrown({ message: ERROR_READING_RESPONSE, statusCode: result.statusCode, requestId: '' })
}
