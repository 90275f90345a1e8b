import { mockFetch } from '../web/mock/fetch'
import { createMockApi } from '../web/mock/index'
import { checkSchema, successOf } from './schema-check'

/** How a shape test calls one operation: path parameters by their nexus.json names, a query string, a body. */
export type ShapeRequest = { path?: Record<string, string>; query?: string; json?: unknown }
export type ShapeOperation = { path: string; method: string; id: string }

/**
 * Calls each operation once on a fresh mock (reset between calls) and lists what disagrees with
 * nexus.json: a missing request, a status other than the documented success, or a body off its schema.
 * The mock handler tests assert the list is empty.
 */
export async function shapeProblems(ops: ShapeOperation[], requests: Record<string, ShapeRequest>) {
  const api = createMockApi({ mode: 'preview' })
  const problems: string[] = []
  for (const op of ops) {
    api.reset()
    const req = requests[op.id]
    if (!req) {
      problems.push(`no request for ${op.id}`)
      continue
    }
    const url =
      op.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(req.path![k])) +
      (req.query ? `?${req.query}` : '')
    const res = await mockFetch(api)(url, { method: op.method, json: req.json })
    const { status, schema } = successOf(op.method, op.path)
    if (res.status !== status) {
      problems.push(`${op.id}: ${res.status} (nexus says ${status}) ${await res.text()}`)
      continue
    }
    if (schema) {
      const errs: string[] = []
      checkSchema(schema, await res.json(), '$', errs)
      if (errs.length) problems.push(`${op.id}: ${errs.slice(0, 3).join('; ')}`)
    }
  }
  return problems
}
