/**
 * A small HCL writer for "Copy as Terraform": values, references and blocks in,
 * Terraform's own layout out (two-space indents, one attribute a line). Only what the Oxide
 * provider's resources need: strings, numbers, booleans, lists, objects and references.
 */

/** An expression written as is: a reference such as `oxide_project.web.id`, or `var.user_data`. */
export type Expr = { expr: string }
export type Value = string | number | boolean | null | undefined | Expr | Value[] | { [key: string]: Value }

export const ref = (expr: string): Expr => ({ expr })
const isExpr = (v: unknown): v is Expr =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as Expr).expr === 'string'

/** A `resource`, `data`, `import`, `variable` or `terraform` block; attributes left undefined are left out. */
export type Block = { type: string; labels: string[]; body: Record<string, Value>; comment?: string }

export const resource = (type: string, name: string, body: Record<string, Value>, comment?: string): Block => ({
  type: 'resource',
  labels: [type, name],
  body,
  comment,
})
export const data = (type: string, name: string, body: Record<string, Value>): Block => ({
  type: 'data',
  labels: [type, name],
  body,
})

const IDENT = /^[A-Za-z_][A-Za-z0-9_-]*$/

/**
 * A label Terraform accepts for a resource or data source (letters, digits, `_` and `-`, not
 * starting with a digit). Oxide names already fit (they start with a letter); the joins of
 * several names (`mock-vpc_default`) do too.
 */
export function label(...parts: string[]): string {
  const joined = parts.join('_').replace(/[^A-Za-z0-9_-]/g, '_')
  return IDENT.test(joined) ? joined : `_${joined}`
}

/** A quoted string; `${` and `%{` are doubled so Terraform reads them literally, not as templates. */
export function quote(s: string): string {
  const escaped = s
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(/\$\{/g, () => '$${')
    .replace(/%\{/g, () => '%%{')
  return `"${escaped}"`
}

const key = (k: string) => (IDENT.test(k) ? k : quote(k))
const present = (entries: [string, Value][]) => entries.filter(([, v]) => v !== undefined)

function value(v: Value, indent: string): string {
  if (v === null || v === undefined) return 'null'
  if (typeof v === 'string') return quote(v)
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  if (isExpr(v)) return v.expr
  const inner = indent + '  '
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]'
    // short lists of scalars stay on one line, like `ports = ["22", "443"]`
    if (v.every((x) => typeof x !== 'object' || x === null || isExpr(x))) {
      const line = `[${v.map((x) => value(x, inner)).join(', ')}]`
      if (line.length <= 80) return line
    }
    return `[\n${v.map((x) => `${inner}${value(x, inner)},`).join('\n')}\n${indent}]`
  }
  const entries = present(Object.entries(v))
  if (entries.length === 0) return '{}'
  return `{\n${attributes(entries, inner)}\n${indent}}`
}

function attributes(entries: [string, Value][], indent: string): string {
  return entries.map(([k, v]) => `${indent}${key(k)} = ${value(v, indent)}`).join('\n')
}

export function block(b: Block): string {
  const head = [b.type, ...b.labels.map(quote)].join(' ')
  const comment = b.comment ? b.comment.split('\n').map((l) => `# ${l}\n`).join('') : ''
  const entries = present(Object.entries(b.body))
  return `${comment}${head} {\n${attributes(entries, '  ')}\n}\n`
}

/** An `import` block: brings the existing object `id` under the management of `to`. */
export const importBlock = (to: string, id: string): string => `import {\n  to = ${to}\n  id = ${quote(id)}\n}\n`

/** A `# ...` comment of several lines. */
export const comment = (lines: string[]) => lines.map((l) => (l ? `# ${l}` : '#')).join('\n') + '\n'
