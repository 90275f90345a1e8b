/**
 * Serving dist/: path safety, content types, precompressed variants, ETags,
 * cache rules. No framework; everything the control plane must reproduce is
 * written down in embed/README.md.
 */
import { createHash } from 'node:crypto'
import { createReadStream, readFileSync, realpathSync, statSync, type Stats } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, sep } from 'node:path'

// ---------------------------------------------------------------------------
// Content types (build.ts writes the same ones into manifest.json)

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
}

export function contentTypeOf(path: string): string {
  return contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream'
}

/** Extensions that get .br/.gz siblings at build time. */
export const compressible = new Set(['.js', '.css', '.html', '.svg', '.map', '.json'])

// ---------------------------------------------------------------------------
// The app routes of the build. Anything else that is not a file in dist is a 404:
// the control plane would not route it to the console either.

const appRoutePatterns: RegExp[] = [
  /^\/$/,
  /^\/projects(\/.*)?$/,
  /^\/projects-new$/,
  /^\/settings(\/.*)?$/,
  /^\/system(\/.*)?$/,
  /^\/lookup(\/.*)?$/,
  /^\/images(\/.*)?$/,
  /^\/utilization$/,
  /^\/access$/,
  /^\/device\/verify$/,
  /^\/device\/success$/,
  // `/login` itself is not: the control plane answers it with the sign-in page of the request's silo
  /^\/login\/[^/]+\/local$/,
  /^\/login\/[^/]+\/saml\/[^/]+$/,
]

/** The page sent, with a 404, for a path that is not the console's (written by build.ts). */
export const NOT_FOUND_PAGE = 'not-found.html'

/** `pathname` is the decoded, already validated path (see `safePath`). */
export function isAppRoute(pathname: string): boolean {
  // A trailing slash is the same route to wouter, so it is to us too.
  const p = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
  return appRoutePatterns.some((re) => re.test(p))
}

// ---------------------------------------------------------------------------
// Path safety

export type SafePath = { ok: true; pathname: string; segments: string[] } | { ok: false; status: 400 }

/**
 * Decodes and validates the path part of a request target. Rejects (400) what
 * no browser sends for a console URL: `.`/`..` segments (raw or percent-encoded),
 * encoded `/` or `\`, raw `\`, NUL and other control characters, malformed
 * percent-encoding. The result is a list of plain segments that can be joined
 * under dist without escaping it (symlinks are checked separately).
 */
export function safePath(rawTarget: string): SafePath {
  const q = rawTarget.search(/[?#]/)
  const raw = q === -1 ? rawTarget : rawTarget.slice(0, q)
  if (!raw.startsWith('/') || raw.includes('\\')) return { ok: false, status: 400 }
  const segments: string[] = []
  const parts = raw.split('/').slice(1)
  for (const [i, part] of parts.entries()) {
    let seg: string
    try {
      seg = decodeURIComponent(part)
    } catch {
      return { ok: false, status: 400 }
    }
    // eslint-disable-next-line no-control-regex -- refusing control characters in a path segment is the point
    if (seg === '.' || seg === '..' || /[/\\\x00-\x1f\x7f]/.test(seg)) return { ok: false, status: 400 }
    // Empty segments (`//`) are only tolerated as the trailing slash.
    if (seg === '' && i !== parts.length - 1) return { ok: false, status: 400 }
    segments.push(seg)
  }
  return { ok: true, pathname: '/' + segments.join('/'), segments: segments.filter(Boolean) }
}

// ---------------------------------------------------------------------------
// The dist directory: manifest-backed file lookup with realpath containment

export interface ManifestFile {
  path: string
  bytes: number
  sha256: string
  contentType: string
  /** Set on precompressed siblings: `br` or `gzip`, and the file they encode. */
  encoding?: 'br' | 'gzip'
  of?: string
}
export interface Manifest {
  version: 1
  files: ManifestFile[]
}

interface DistFile {
  /** Absolute, realpath-resolved. */
  abs: string
  stat: Stats
  etag: string
  contentType: string
}

export interface Dist {
  root: string
  /** Looks up a file by its segments under dist; null if missing, a directory, or outside dist. */
  file(segments: string[]): DistFile | null
  manifest(): Manifest | null
}

export function openDist(distDir: string): Dist {
  const root = realpathSync(distDir)
  const manifestPath = join(root, 'manifest.json')
  let manifestCache: { mtimeMs: number; manifest: Manifest | null; byPath: Map<string, ManifestFile> } | null = null
  const hashCache = new Map<string, { key: string; sha256: string }>()

  // The manifest is re-read when it changes, so `build.ts --watch` and a running
  // server work together.
  function manifest() {
    let mtimeMs = -1
    try {
      mtimeMs = statSync(manifestPath).mtimeMs
    } catch {
      /* no manifest: hashes are computed from the files */
    }
    if (!manifestCache || manifestCache.mtimeMs !== mtimeMs) {
      let m: Manifest | null = null
      try {
        if (mtimeMs >= 0) m = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
      } catch {
        m = null
      }
      manifestCache = { mtimeMs, manifest: m, byPath: new Map((m?.files ?? []).map((f) => [f.path, f])) }
    }
    return manifestCache
  }

  function sha256Of(abs: string, stat: Stats, rel: string): string {
    const m = manifest().byPath.get(rel)
    if (m && m.bytes === stat.size) return m.sha256
    const key = `${stat.size}:${stat.mtimeMs}`
    const cached = hashCache.get(abs)
    if (cached?.key === key) return cached.sha256
    const sha256 = createHash('sha256').update(readFileSync(abs)).digest('hex')
    hashCache.set(abs, { key, sha256 })
    return sha256
  }

  return {
    root,
    manifest: () => manifest().manifest,
    file(segments) {
      if (segments.length === 0) return null
      const candidate = join(root, ...segments)
      let abs: string
      let stat: Stats
      try {
        abs = realpathSync(candidate)
        stat = statSync(abs)
      } catch {
        return null
      }
      // A symlink (or anything else) that resolves outside dist does not exist for us.
      if (!abs.startsWith(root + sep) || !stat.isFile()) return null
      const rel = abs
        .slice(root.length + 1)
        .split(sep)
        .join('/')
      const m = manifest().byPath.get(rel)
      const sha256 = sha256Of(abs, stat, rel)
      return {
        abs,
        stat,
        // Strong validator: content hash of exactly the bytes we send.
        etag: `"${sha256.slice(0, 32)}"`,
        contentType: m?.contentType ?? contentTypeOf(abs.replace(/\.(br|gz)$/, '')),
      }
    },
  }
}

// ---------------------------------------------------------------------------
// Negotiation and conditional requests

/** Parses Accept-Encoding into a q-value lookup (RFC 9110 §12.5.3). */
function acceptedEncodings(header: string | undefined): (coding: string) => boolean {
  const q = new Map<string, number>()
  for (const item of (header ?? '').split(',')) {
    const [name, ...params] = item.trim().toLowerCase().split(';')
    if (!name) continue
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qp ? Number(qp.slice(2)) : 1
    q.set(name, Number.isFinite(value) ? value : 0)
  }
  return (coding) => (q.get(coding) ?? q.get('*') ?? 0) > 0
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2). */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = (t: string) => t.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((t) => bare(t) === bare(etag))
}

export type CacheRule = 'immutable' | 'no-store' | 'no-cache'
const cacheControl: Record<CacheRule, string> = {
  immutable: 'public, max-age=31536000, immutable',
  'no-store': 'no-store',
  'no-cache': 'no-cache',
}

/**
 * Sends one dist file (GET or HEAD), choosing a precompressed sibling by
 * Accept-Encoding and answering If-None-Match with 304.
 */
export function sendFile(
  dist: Dist,
  req: IncomingMessage,
  res: ServerResponse,
  segments: string[],
  cache: CacheRule,
  status = 200,
): boolean {
  const file = dist.file(segments)
  if (!file) return false
  const ext = extname(file.abs).toLowerCase()
  let chosen = file
  let encoding: string | null = null
  if (compressible.has(ext)) {
    const accepts = acceptedEncodings(req.headers['accept-encoding'])
    const last = segments[segments.length - 1]
    for (const [coding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (!accepts(coding)) continue
      const sibling = dist.file([...segments.slice(0, -1), last + suffix])
      if (sibling) {
        chosen = { ...sibling, contentType: file.contentType }
        encoding = coding
        break
      }
    }
    res.setHeader('Vary', 'Accept-Encoding')
  }
  res.setHeader('Content-Type', file.contentType)
  res.setHeader('Cache-Control', cacheControl[cache])
  res.setHeader('ETag', chosen.etag)
  res.setHeader('Last-Modified', file.stat.mtime.toUTCString())
  if (encoding) res.setHeader('Content-Encoding', encoding)

  if (status === 200 && etagMatches(req.headers['if-none-match'], chosen.etag)) {
    res.removeHeader('Content-Type')
    res.removeHeader('Content-Encoding')
    res.writeHead(304)
    res.end()
    return true
  }
  res.setHeader('Content-Length', chosen.stat.size)
  res.writeHead(status)
  if (req.method === 'HEAD') {
    res.end()
    return true
  }
  createReadStream(chosen.abs)
    .on('error', () => res.destroy())
    .pipe(res)
  return true
}
