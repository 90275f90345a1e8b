/**
 * `--omicron DIR`: every case is held against the text of the omicron test it cites. The case's operation (the
 * literal segments of its route) and its status (`StatusCode::X`) must appear in the test fn's body; its message
 * must appear there too, or else the case says where in Nexus's code it was read (`messageFrom: 'file:line'`),
 * and the message must be there. Each case is then listed as `exact`, `from Nexus's code`, or `partly` (with why).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Case } from '../../contract/case.ts'
import { routes } from '../../web/api/generated/routes.ts'
import { operationOf } from './versions.ts'

/** Reads a file of omicron by its path in the repository; undefined when it is not there. */
export type Reader = (path: string) => string | undefined

/** A reader of an omicron checkout (its work tree) or of a (bare) git directory, read at HEAD. */
export function omicronReader(dir: string): Reader {
  const isGitDir = existsSync(join(dir, 'HEAD')) && existsSync(join(dir, 'objects'))
  if (isGitDir) return gitReader(dir)
  return (path) => {
    const file = join(dir, path)
    return existsSync(file) && statSync(file).isFile() ? readFileSync(file, 'utf8') : undefined
  }
}

const gitReader =
  (gitDir: string): Reader =>
  (path) => {
    try {
      return execFileSync('git', ['--git-dir', gitDir, 'show', `HEAD:${path}`], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      })
    } catch {
      return undefined
    }
  }

const TESTS = 'nexus/tests/integration_tests/'

/** The texts of every `fn name` in a Rust file (methods too): each from its signature to the next fn or top-level line. */
function fnBodies(text: string, fn: string): string[] {
  return [...text.matchAll(new RegExp(`^[ \\t]*(pub )?(async )?fn ${fn}\\b`, 'gm'))].map((start) => {
    const rest = text.slice(start.index + start[0].length)
    const end = /^([ \t]*(pub )?(async )?fn |#\[|(pub|const|static|struct|enum|impl|mod|use|type|trait)\b)/m.exec(rest)
    return start[0] + (end ? rest.slice(0, end.index) : rest)
  })
}

/** omicron's test helpers (`object_create`, `create_project`, ...): a test's text takes in those it calls. */
const HELPERS = ['nexus/test-utils/src/resource_helpers.rs', 'nexus/test-utils/src/http_testing.rs']

/**
 * The test fn's text with what it reads from its file and the helpers: the fns it calls (and those they call,
 * a few levels deep) and the consts it names (the URLs many tests keep in one).
 */
function testText(file: string, fn: string, read: Reader): string | undefined {
  const own = read(TESTS + file)
  const body = own ? fnBodies(own, fn)[0] : undefined
  if (!own || !body) return undefined
  const texts = [own, ...HELPERS.map((h) => read(h) ?? '')]
  const seen = new Set([fn])
  const parts = [body]
  let frontier = [body]
  for (let depth = 0; depth < 6 && frontier.length; depth++) {
    const next: string[] = []
    for (const text of frontier) {
      for (const [, name] of text.matchAll(/\b([a-z_][a-z0-9_]*)(?:::<[^>]*>)?\(/g)) {
        if (seen.has(name)) continue
        seen.add(name)
        next.push(...texts.flatMap((t) => fnBodies(t, name)))
      }
    }
    parts.push(...next)
    frontier = next
  }
  for (const [, name] of parts.join('\n').matchAll(/\b([A-Z][A-Z0-9_]{2,})\b/g)) {
    if (seen.has(name)) continue
    seen.add(name)
    const def = new RegExp(`^(pub )?(const|static) ${name}\\b[^;]*;`, 'ms').exec(own)
    if (def) parts.push(def[0])
  }
  return parts.join('\n')
}

/** Rust source as the strings in it read: `\"` is `"`, a `\` at a line's end joins the next line. */
const unescape = (text: string) => text.replace(/\\\n\s*/g, '').replace(/\\"/g, '"')

/** http's StatusCode constant for a status the cases use. */
const statusNames: Record<number, string> = {
  200: 'OK',
  201: 'CREATED',
  202: 'ACCEPTED',
  204: 'NO_CONTENT',
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  503: 'SERVICE_UNAVAILABLE',
  507: 'INSUFFICIENT_STORAGE',
}

/** The literal segments of the route the case calls (`/v1/instances/{instance}/stop` gives instances, stop). */
function routeWords(c: Case): string[] {
  // a 405 case sends a method its path lacks: the path is any operation's
  const operation =
    operationOf(c) ??
    (['GET', 'POST', 'PUT', 'DELETE'] as const).map((method) => operationOf({ ...c, method })).find(Boolean)
  // a path no operation has (the 404 of dropshot's router) names its own segments
  if (!operation)
    return c.path
      .split('?')[0]
      .split('/')
      .filter((s) => s && s !== 'v1' && !s.startsWith('{'))
  const template = routes[operation as keyof typeof routes].split(' ')[1]
  return template.split('/').filter((s) => s && s !== 'v1' && !s.startsWith('{'))
}

/**
 * The parts of a message around its placeholders, the names it quotes and its numbers (a test formats its own
 * values in), each of which the test must hold.
 */
const messageParts = (message: string) =>
  message
    .split(/\{(?:u|id\d+)\}|"[^"]*"|\d+/)
    .map((p) => p.trim())
    .filter((p) => p.length >= 3)

/** The lines around `file:line` of omicron (Nexus formats its messages over a few lines). */
function near(read: Reader, at: string): string | undefined {
  const [path, line] = at.split(':')
  const lines = read(path)?.split('\n')
  const n = Number(line)
  return lines ? unescape(lines.slice(Math.max(0, n - 7), n + 6).join('\n')) : undefined
}

/** Nexus's code formats the values in: three words in a row of the message must be in its text. */
function sharesWords(message: string, text: string): boolean {
  const words = message.split(/\s+/)
  return words.some((_, i) => i + 3 <= words.length && text.includes(words.slice(i, i + 3).join(' ')))
}

/** Nexus's name of a sort mode, as http_pagination.rs spells it. */
const rustSortMode = (mode: string) => mode.replace(/(^|_)([a-z])/g, (_, __, ch: string) => ch.toUpperCase())

export type Match = { kind: 'exact' | 'nexus' | 'partly'; why: string[] }

/**
 * How a case matches its source. `read` gets a file by its path in omicron. A case with `requestFrom` (a table
 * the test iterates, such as endpoints.rs) must find its path there, and its status in the test.
 */
export function matchSource(c: Case, read: Reader): Match {
  const why: string[] = []
  const [file, fn] = c.from.split('::')
  if (c.sortedFrom) {
    // the order of a list is Nexus's pagination, whichever list: the case cites the code that sorts
    const text = near(read, c.sortedFrom)
    const mode = c.sorted ? rustSortMode(c.sorted) : ''
    if (c.method === 'GET' && c.status === 200 && mode && text?.includes(mode)) return { kind: 'nexus', why: [] }
    return { kind: 'partly', why: [`sortedFrom: ${c.sortedFrom} does not hold ${mode || 'a sort mode'}`] }
  }
  const body = fn ? testText(file, fn, read) : undefined
  if (!body) return { kind: 'partly', why: [`no fn ${fn} in ${file}`] }
  const src = unescape(body)
  const lower = src.toLowerCase()

  const words = routeWords(c)
  const requestText = c.requestFrom ? unescape(read(TESTS + c.requestFrom) ?? '').toLowerCase() : lower
  // the query's selectors (`project=`) and a sort order by its value: a case sorting a list its test never sorts is not exact
  const query = [...new URLSearchParams(c.path.split('?')[1] ?? '')].map(([k, v]) =>
    k === 'sort_by' ? `${k}=${v}` : `${k}=`,
  )
  const missing = [...words, ...query].filter((w) => !requestText.includes(w.toLowerCase()))
  if (missing.length) why.push(`${c.requestFrom ?? 'the test'} does not name ${missing.join(', ')} (${c.path})`)
  const name = statusNames[c.status]
  let kind: Match['kind'] = 'exact'
  if (c.statusFrom) {
    kind = 'nexus'
    if (!near(read, c.statusFrom)?.includes(`StatusCode::${name}`))
      why.push(`statusFrom: ${c.statusFrom} does not hold StatusCode::${name ?? c.status}`)
  } else if (!name || !src.includes(`StatusCode::${name}`))
    why.push(`the test checks no StatusCode::${name ?? c.status}`)

  const message = c.message ?? c.messageStartsWith
  for (const part of c.messageContains ?? [])
    if (!src.includes(part)) why.push(`the test does not check that the message contains "${part}"`)
  if (message !== undefined) {
    const parts = messageParts(message)
    if (c.messageFrom) {
      kind = 'nexus'
      const text = near(read, c.messageFrom)
      if (!text) why.push(`messageFrom: no file ${c.messageFrom.split(':')[0]} in omicron`)
      else if (!sharesWords(message, text)) why.push(`messageFrom: ${c.messageFrom} does not hold "${message}"`)
    } else if (!parts.every((p) => src.includes(p))) why.push(`the test does not check the message "${message}"`)
  }
  return { kind: why.length ? 'partly' : kind, why }
}

export const kindLabel: Record<Match['kind'], string> = {
  exact: 'exact',
  nexus: "from Nexus's code",
  partly: 'partly',
}
