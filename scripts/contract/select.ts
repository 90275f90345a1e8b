/** Which cases a run takes: all of them on the mock, only the read-only ones on a rack. */
import type { Case } from '../../contract/case.ts'

/**
 * A case a rack can run without changing anything and without the mock's fixtures: no setup,
 * sent anonymously or as the token's holder, and either a read or a request that must be refused.
 */
export function isReadOnly(c: Case): boolean {
  if (c.setup?.length || c.fixtures) return false
  const who = c.as ?? 'fleet-admin'
  if (who !== 'fleet-admin' && who !== 'anonymous') return false
  return c.method === 'GET' || c.method === 'HEAD' || c.status >= 400
}

export function selectCases(cases: Case[], mode: 'mock' | 'rack', filter?: string): Case[] {
  const wanted = mode === 'rack' ? cases.filter(isReadOnly) : cases
  if (!filter) return wanted
  const f = filter.toLowerCase()
  return wanted.filter((c) => `${c.from} ${c.method} ${c.path}`.toLowerCase().includes(f))
}
