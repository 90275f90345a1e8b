import http from 'node:http'

/** An answer as the embed tests read it: status, headers and the body, as bytes and as text. */
export interface Res {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
  text: string
}

/** One request to a server on 127.0.0.1:`port`, on a fresh connection; an answer that never comes fails it. */
export function request(
  port: number,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Res> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method: opts.method ?? 'GET', headers: opts.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          resolve({ status: res.statusCode!, headers: res.headers, body, text: body.toString() })
        })
      },
    )
    req.on('error', reject)
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${opts.method ?? 'GET'} ${path}`)))
    req.end(opts.body)
  })
}
