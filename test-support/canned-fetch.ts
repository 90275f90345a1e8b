/** A JSON answer as the API sends one. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** The answer of a read the server failed. */
export const serverError = () =>
  json({ request_id: 'r', error_code: 'Internal', message: 'Internal Server Error' }, 500)

/** What the server answers, by request key (the path, unless `keyOf` says otherwise). */
export type Answers = Record<string, () => Response>

/**
 * Replaces fetch with one that answers from a table: `answers()` is read at each request, so a test may change the
 * table between requests. Each request's key (its path, or what `keyOf` makes of its URL) goes into `asked`; a key
 * with no answer gets `otherwise()`, an empty page unless told.
 */
export function cannedFetch(
  answers: () => Answers,
  {
    asked,
    keyOf = (url) => url.pathname,
    otherwise = () => json({ items: [], next_page: null }),
  }: { asked?: string[]; keyOf?: (url: URL) => string; otherwise?: () => Response } = {},
) {
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
    const key = keyOf(url)
    asked?.push(key)
    return answers()[key]?.() ?? otherwise()
  }) as typeof fetch
}
