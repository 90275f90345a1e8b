/**
 * POST /v1/__mock/repeat (mock only, README "Test hooks"): one public API call made `count` times
 * by the calling session, each through the same responder, handlers, checks and validation as
 * the call made over HTTP, so what it builds is exactly what the API would have built. It exists
 * because a test that needs 2,000 projects cannot afford 2,000 round trips on a loaded
 * machine; the bench, which measures, makes its fleet over HTTP.
 *
 * Body: `{ method, path, body?, count, from? }`; every `{n}` in the path and in the body's strings
 * becomes the call's number, from `from` (default 0), zero-padded to 5 digits. Answers
 * `{ done }` with 201, or stops at the first failure with its status and body:
 * `{ done, failed: { n, status, body } }` (the failing call's status).
 */
type Respond = (request: Request) => Promise<Response | undefined>

const REPEAT = '/v1/__mock/repeat'
/** Other requests get a turn every this many calls (the embed server is shared by parallel tests). */
const YIELD_EVERY = 25

type Repeat = { method: string; path: string; body?: unknown; count: number; from?: number }

const fill = (v: unknown, n: string): unknown =>
  typeof v === 'string'
    ? v.replaceAll('{n}', n)
    : Array.isArray(v)
      ? v.map((x) => fill(x, n))
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x, n)]))
        : v

const json = (data: unknown, status: number) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } })

export function repeatHook(request: Request, url: URL, bytes: Uint8Array | undefined, respond: Respond) {
  if (request.method !== 'POST' || url.pathname !== REPEAT) return undefined
  return (async () => {
    const spec = (bytes ? JSON.parse(new TextDecoder().decode(bytes)) : await request.json()) as Repeat
    if (!spec.path?.startsWith('/v1/') || spec.path.startsWith('/v1/__mock/') || !(spec.count > 0))
      return json({ message: 'repeat needs a /v1 path and a positive count' }, 400)
    const headers = new Headers({ 'Content-Type': 'application/json' })
    for (const h of ['cookie', 'authorization']) {
      const v = request.headers.get(h)
      if (v) headers.set(h, v)
    }
    const from = spec.from ?? 0
    for (let i = 0; i < spec.count; i++) {
      const n = String(from + i).padStart(5, '0')
      const body = spec.body === undefined ? undefined : JSON.stringify(fill(spec.body, n))
      const call = new Request(new URL(fill(spec.path, n) as string, url), { method: spec.method, headers, body })
      const res = await respond(call)
      if (!res || res.status >= 400)
        return json({ done: i, failed: { n, status: res?.status ?? 404, body: await res?.text() } }, res?.status ?? 404)
      if (i % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((r) => setTimeout(r, 0))
    }
    return json({ done: spec.count }, 201)
  })()
}
