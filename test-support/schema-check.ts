/**
 * A small JSON-schema check of response bodies against nexus.json (no missing
 * or extra keys, right types, enums, variants), shared by the mock's tests.
 */
import { readFileSync } from 'node:fs'

export const nexus = JSON.parse(readFileSync(new URL('../api/nexus.json', import.meta.url), 'utf8'))

export type S = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
const resolve = (s: S): S => (s.$ref ? resolve(nexus.components.schemas[s.$ref.split('/').pop()]) : s)

/** Appends to `errs` where `v` does not fit schema `s0`; `path` names the spot in messages. */
export function checkSchema(s0: S, v: unknown, path: string, errs: string[]) {
  const s = resolve(s0)
  if (v === null && (s.nullable || s0.nullable)) return
  if (s.allOf) return s.allOf.forEach((x: S) => checkSchema(x, v, path, errs))
  const alts = s.oneOf ?? s.anyOf
  if (alts) {
    const results = alts.map((x: S) => { const e: string[] = []; checkSchema(x, v, path, e); return e })
    if (!results.some((e: string[]) => !e.length)) errs.push(`${path}: matches no variant (${results.map((e: string[]) => e[0]).join(' | ')})`)
    return
  }
  if (s.enum && !s.enum.includes(v)) return void errs.push(`${path}: ${JSON.stringify(v)} not in enum`)
  const t = s.type
  if (t === 'array') {
    if (!Array.isArray(v)) return void errs.push(`${path}: expected array`)
    return v.forEach((x, i) => checkSchema(s.items ?? {}, x, `${path}[${i}]`, errs))
  }
  if (t === 'object' || s.properties) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return void errs.push(`${path}: expected object`)
    const o = v as Record<string, unknown>
    for (const k of s.required ?? []) if (!(k in o)) errs.push(`${path}.${k}: missing`)
    for (const [k, x] of Object.entries(o)) {
      if (s.properties?.[k]) checkSchema(s.properties[k], x, `${path}.${k}`, errs)
      else if (typeof s.additionalProperties === 'object') checkSchema(s.additionalProperties, x, `${path}.${k}`, errs)
      else if (s.properties && x !== undefined) errs.push(`${path}.${k}: not in the schema`)
    }
    return
  }
  if (t === 'string' && typeof v !== 'string') errs.push(`${path}: expected string, got ${JSON.stringify(v)}`)
  if ((t === 'integer' || t === 'number') && typeof v !== 'number') errs.push(`${path}: expected number, got ${JSON.stringify(v)}`)
  if (t === 'integer' && typeof v === 'number' && !Number.isInteger(v)) errs.push(`${path}: expected integer`)
  if (t === 'boolean' && typeof v !== 'boolean') errs.push(`${path}: expected boolean`)
}

/** The documented success status and body schema of an operation. */
export function successOf(method: string, path: string) {
  const op = nexus.paths[path][method.toLowerCase()]
  const ok = Object.entries(op.responses).find(([code]) => code.startsWith('2')) as [string, S] | undefined
  return { op, status: ok ? Number(ok[0]) : undefined, schema: ok?.[1].content?.['application/json']?.schema as S | undefined }
}
