/**
 * The mock speaks the wire format: snake_case keys and ISO date strings, the
 * JSON the real server sends before the client camel-cases it. `Snake<T>`
 * turns a generated (camelCase, Date) API type back into that wire shape, so
 * fixtures and handlers are checked against the same nexus.json types the
 * client uses, without a second generator.
 */
type SnakeKey<S extends string> = S extends `${infer H}${infer R}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${SnakeKey<R>}`
  : S

export type Snake<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Snake<U>[]
    : T extends object
      ? { [K in keyof T as K extends string ? SnakeKey<K> : K]: Snake<T[K]> }
      : T

/** The generated API types as a namespace: `Snake<Api.Project>`. */
export type * as Api from '../api/generated/types'
