/**
 * Support-bundle downloads (the rules: calls: HEAD and GET .../download[/{file}]). The fetch core reads
 * bodies as text and exposes no headers, so these two go straight to fetch with the same URL
 * prefix and credentials (`transport`): HEAD for the size, then GET as a Blob saved through a link.
 */
import { fillPath, type ApiMethod, type ParamsOf } from './client'
import { routes } from './generated/routes'
import { transport, type ApiResult } from './http'
import { toResult } from './upload'

/**
 * A bundle's `file` is a path inside the bundle ('sled-1/dmesg.txt') that the server routes as a
 * wildcard (`{file:.*}`): its slashes stay slashes (an encoded %2F is refused) and each segment
 * is encoded on its own.
 */
export function urlOf<M extends ApiMethod>(method: M, params: ParamsOf<M>) {
  const route = routes[method]
  const { path = {} } = params as { path?: Record<string, unknown> }
  const template = route.slice(route.indexOf(' ') + 1)
  const { file, ...rest } = path
  const url = fillPath({ path: template.replace('/{file}', '') }, rest)
  return transport.url(typeof file === 'string' && template.endsWith('/{file}') ? `${url}/${file.split('/').map(encodeURIComponent).join('/')}` : url)
}

async function send(method: 'HEAD' | 'GET', url: string, operation: string): Promise<ApiResult<Response>> {
  let res: Response
  try {
    res = await fetch(url, { method, headers: transport.headers(), credentials: 'same-origin' })
  } catch (e) {
    return { type: 'client_error', error: e as Error, text: '', statusCode: 0 }
  }
  if (res.ok) return { type: 'success', data: res, statusCode: res.status }
  const text = method === 'HEAD' ? '' : await res.text().catch(() => '')
  return toResult<Response>(method, url, operation, res.status, text, res.headers.get('x-request-id') ?? '')
}

/** The size in bytes from a HEAD request (null when the server does not say). */
export async function headSize<M extends ApiMethod>(method: M, params: ParamsOf<M>): Promise<ApiResult<number | null>> {
  const r = await send('HEAD', urlOf(method, params), method)
  if (r.type !== 'success') return r
  const len = r.data.headers.get('content-length')
  return { type: 'success', data: len === null ? null : Number(len), statusCode: r.statusCode }
}

/** GET the bytes and hand them to the browser as a download named `fileName`. */
export async function downloadBlob<M extends ApiMethod>(method: M, params: ParamsOf<M>, fileName: string): Promise<ApiResult<Blob>> {
  const r = await send('GET', urlOf(method, params), method)
  if (r.type !== 'success') return r
  const blob = await r.data.blob()
  const href = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = href
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  // after the click has been handled; revoking at once can cancel the download
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
  return { type: 'success', data: blob, statusCode: r.statusCode }
}
