import type { Params } from './types'

/*
 * A route's pattern and the builder of its hrefs, made from the one string: the route table matches the
 * pattern, links call the builder, typed from the pattern's `:param` names, so a link cannot forget a param
 * or name one the route does not have.
 */

type Segments<S extends string> = S extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : S
type RequiredName<Seg> = Seg extends `:${string}?` ? never : Seg extends `:${infer N}` ? N : never
type OptionalName<Seg> = Seg extends `:${infer N}?` ? N : never

/** The params of a pattern: '/projects/:project/vpcs/:vpc/firewall-rules-new/:rule?' -> project, vpc, rule?. */
type RouteParams<S extends string> = { [K in RequiredName<Segments<S>>]: string } & {
  [K in OptionalName<Segments<S>>]?: string
}

/** What a declaration needs of a route: its pattern. */
export type Pattern = { readonly path: string }

/** A route: called with its params, the href; `path`, its pattern for the route table. */
export type Route<S extends string> = ([RequiredName<Segments<S>> | OptionalName<Segments<S>>] extends [never]
  ? () => string
  : (p: RouteParams<S>) => string) & { readonly path: S }

/**
 * A pattern with its params filled in, encoded: '/projects/:project/disks' -> '/projects/mock-project/disks'.
 * An optional segment without its param is left out ('/firewall-rules-new/:rule?' -> '/firewall-rules-new').
 */
export const fill = (pattern: string, p: Params) =>
  pattern.replace(/\/:(\w+)(\?)?/g, (_, k: string, optional?: string) =>
    p[k] === undefined ? (optional ? '' : '/') : `/${encodeURIComponent(p[k])}`,
  )

export const route = <S extends string>(path: S): Route<S> =>
  Object.assign((p: Params = {}) => fill(path, p), { path }) as unknown as Route<S>
