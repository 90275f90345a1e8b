/**
 * Calling the mock without a browser or server: a fetch-like function over
 * msw's getResponse with a cookie jar, for unit tests and scripts (Node 20
 * also needs the Promise.withResolvers polyfill before msw runs).
 */
import { getResponse } from 'msw'
import type { MockApi } from './index'

export type MockFetch = ((path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>) & {
  cookies: Map<string, string>
}

export function mockFetch(api: Pick<MockApi, 'handlers'>, origin = 'http://localhost'): MockFetch {
  const cookies = new Map<string, string>()
  const call = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers)
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    let body = init.body
    if (init.json !== undefined) {
      body = JSON.stringify(init.json)
      headers.set('content-type', 'application/json')
    }
    const res = await getResponse(api.handlers, new Request(origin + path, { ...init, headers, body }))
    if (!res) return new Response(`no mock handler for ${init.method ?? 'GET'} ${path}`, { status: 599 })
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';')
      const [k, v] = pair.split('=')
      if (attrs.some((a) => /max-age=0/i.test(a.trim())) || v === '') cookies.delete(k.trim())
      else cookies.set(k.trim(), v)
    }
    return res
  }
  return Object.assign(call, { cookies })
}
