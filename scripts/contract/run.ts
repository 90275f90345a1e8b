/**
 * Runs contract cases over HTTP: placeholders filled, setup steps made, the
 * answer compared with the case (status, Nexus's error body, sort order).
 */
import type { Case, SortMode, Step, Who } from '../../contract/case.ts'

export type Target = {
  /** origin (and path prefix) of the API, without a trailing slash */
  base: string
  /** headers that make a request come from `who` */
  headersFor(who: Who): Promise<Record<string, string>>
  /** sent on every request (api-version) */
  headers: Record<string, string>
}

export type Outcome = { case: Case; problems: string[] }

type Vars = Record<string, string>

/** `{u}`, `{id0}`, `{next0}`, ... replaced in every string of a path or body. */
export function fill<T>(value: T, vars: Vars): T {
  if (typeof value === 'string') return value.replace(/\{(u|id\d+|next\d+)\}/g, (m, k: string) => vars[k] ?? m) as T
  if (Array.isArray(value)) return value.map((v) => fill(v, vars)) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, vars)])) as T
  return value
}

/** A valid Nexus name, unique to the run and the case: starts with a letter, at most 63 characters. */
export const uniqueName = (runId: string, index: number) => `ct-${runId}-${index}`

type Answer = { status: number; body: unknown; text: string }

const sortKey: Record<SortMode, (item: Record<string, unknown>) => string> = {
  name_ascending: (i) => String(i.name),
  name_descending: (i) => String(i.name),
  id_ascending: (i) => String(i.id),
  // an audit entry pages by when it completed, not when it started (Nexus's audit_log datastore)
  time_and_id_ascending: (i) => `${i.time_created ?? i.time_completed ?? i.time_started}|${i.id}`,
  time_and_id_descending: (i) => `${i.time_created ?? i.time_completed ?? i.time_started}|${i.id}`,
}

/** What is wrong with an answer to `c` (empty when it is what Nexus answers). */
export function check(c: Case, answer: Answer, vars: Vars = {}): string[] {
  const problems: string[] = []
  const body = answer.body as Record<string, unknown> | undefined
  const said = body && typeof body.message === 'string' ? ` "${body.message}"` : ''
  if (answer.status !== c.status) problems.push(`expected ${c.status}, got ${answer.status}${said}`)
  const isError = answer.status >= 400 && c.method !== 'HEAD'
  if (isError) {
    // Nexus's error body (dropshot's HttpErrorResponseBody): request_id and message, error_code when it has one
    if (!body || typeof body !== 'object') problems.push(`error body is not JSON: ${answer.text.slice(0, 80)}`)
    else {
      if (typeof body.request_id !== 'string' || !body.request_id) problems.push('error body has no request_id')
      if (typeof body.message !== 'string') problems.push('error body has no message')
      if ('error_code' in body && typeof body.error_code !== 'string')
        problems.push('error body has an error_code that is not a string')
    }
  }
  if (c.message !== undefined && answer.status === c.status) {
    const want = fill(c.message, vars)
    if (body?.message !== want) problems.push(`expected message "${want}", got${said || ' none'}`)
  }
  if (c.messageStartsWith !== undefined && answer.status === c.status) {
    const want = fill(c.messageStartsWith, vars)
    const got = typeof body?.message === 'string' ? body.message : ''
    if (!got.startsWith(want)) problems.push(`expected a message starting "${want}", got${said || ' none'}`)
  }
  if (c.messageContains && answer.status === c.status) {
    const got = typeof body?.message === 'string' ? body.message : ''
    for (const part of c.messageContains)
      if (!got.includes(fill(part, vars)))
        problems.push(`expected a message containing "${part}", got${said || ' none'}`)
  }
  if (c.errorCode !== undefined && answer.status === c.status) {
    const got = body?.error_code ?? null
    if (got !== c.errorCode) problems.push(`expected error_code ${c.errorCode}, got ${got}`)
  }
  if (c.sorted && answer.status === c.status) {
    const items = (body?.items ?? []) as Record<string, unknown>[]
    const keys = items.map(sortKey[c.sorted])
    const desc = c.sorted.endsWith('descending')
    const bad = keys.findIndex((k, i) => i > 0 && (desc ? keys[i - 1] < k : keys[i - 1] > k))
    if (!Array.isArray(body?.items)) problems.push('expected a page of items')
    else if (items.length < 2) problems.push(`expected at least 2 items to check ${c.sorted}`)
    else if (bad !== -1) problems.push(`not in ${c.sorted} order at item ${bad}: ${keys[bad - 1]} then ${keys[bad]}`)
  }
  return problems
}

async function send(target: Target, step: Step, vars: Vars): Promise<Answer> {
  const who = step.as ?? 'fleet-admin'
  const headers: Record<string, string> = { ...target.headers, ...(await target.headersFor(who)) }
  const body = step.body === undefined ? undefined : JSON.stringify(fill(step.body, vars))
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(target.base + fill(step.path, vars), {
    method: step.method,
    headers,
    body,
    redirect: 'manual',
  })
  const text = await response.text()
  let json: unknown
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  return { status: response.status, body: json, text }
}

const matches = (body: unknown, want: Record<string, string>) =>
  Object.entries(want).every(([k, v]) => (body as Record<string, unknown> | undefined)?.[k] === v)

export async function runCase(target: Target, c: Case, vars: Vars): Promise<Outcome> {
  const local = { ...vars }
  for (const [i, step] of (c.setup ?? []).entries()) {
    let answer = await send(target, step, local)
    for (let tries = 0; step.until && !matches(answer.body, step.until) && answer.status < 300 && tries < 60; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      answer = await send(target, step, local)
    }
    if (step.until && !matches(answer.body, step.until))
      return { case: c, problems: [`setup ${i}: ${fill(step.path, local)} never had ${JSON.stringify(step.until)}`] }
    if (answer.status >= 300) {
      const said = (answer.body as { message?: string } | undefined)?.message ?? answer.text.slice(0, 80)
      return {
        case: c,
        problems: [`setup ${i}: ${step.method} ${fill(step.path, local)} answered ${answer.status} "${said}"`],
      }
    }
    const { id, next_page } = (answer.body ?? {}) as { id?: unknown; next_page?: unknown }
    if (typeof id === 'string') local[`id${i}`] = id
    if (typeof next_page === 'string') local[`next${i}`] = encodeURIComponent(next_page)
  }
  return { case: c, problems: check(c, await send(target, c, local), local) }
}

export const describe = (c: Case) => `${c.from}  ${c.method} ${c.path}  as ${c.as ?? 'fleet-admin'}`
