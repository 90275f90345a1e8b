/** Which cases a run takes: all of them on the mock, only the read-only ones on a rack. */
import type { Case } from '../../contract/case.ts'

/**
 * A case a rack can run without changing anything, without the mock's fixtures, and without an entry in the
 * rack's audit log: no setup, sent anonymously or as the token's holder, and either a read or a write that is
 * refused before Nexus records it. Nexus's writes go through `audit_and_time` (nexus/src/context.rs), which
 * writes the entry once the caller is authenticated, before the handler can refuse; an anonymous caller may not
 * write one (the audit log's CreateChild check fails first, answering 401); dropshot's own answers (a path, query
 * or body it cannot parse, a method the path lacks: no error_code) never reach the handler.
 */
export function isReadOnly(c: Case): boolean {
  if (c.setup?.length || c.fixtures) return false
  const who = c.as ?? 'fleet-admin'
  if (c.method === 'GET' || c.method === 'HEAD') return who === 'fleet-admin' || who === 'anonymous'
  if (who === 'anonymous') return c.status === 401 || c.errorCode === null
  return who === 'fleet-admin' && c.errorCode === null
}

export function selectCases(cases: Case[], mode: 'mock' | 'rack', filter?: string): Case[] {
  const wanted = mode === 'rack' ? cases.filter(isReadOnly) : cases
  if (!filter) return wanted
  const f = filter.toLowerCase()
  return wanted.filter((c) => `${c.from} ${c.method} ${c.path}`.toLowerCase().includes(f))
}
