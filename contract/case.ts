/**
 * One contract case: a request and what Nexus answers to it, lifted from an
 * omicron integration test (`from`: the file under nexus/tests/integration_tests
 * and the test fn). Cases are data; scripts/contract.ts runs them over HTTP.
 *
 * Placeholders in paths and bodies: `{u}` is a name unique to the case and the
 * run (a valid Nexus name; `{u}-disk` is one too), `{id0}`, `{id1}`, ... the `id`
 * of what setup step 0, 1, ... answered, `{next0}`, ... the `next_page` of a list it answered (for a query string).
 */

/** Who sends the request. On a rack, `fleet-admin` is the holder of `--token`. */
export type Who = 'fleet-admin' | 'silo-collab' | 'silo-viewer' | 'no-roles' | 'anonymous'

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE'

/** The sort orders of nexus.json's list operations. */
export type SortMode =
  'name_ascending' | 'name_descending' | 'id_ascending' | 'time_and_id_ascending' | 'time_and_id_descending'

export type Step = {
  /** default `fleet-admin` */
  as?: Who
  method: Method
  path: string
  body?: unknown
  /**
   * a setup GET asked again until these fields of its answer have these values (at most ~15 s), as omicron's
   * tests wait for an instance to run before they act on a running one
   */
  until?: Record<string, string>
}

export type Case = Step & {
  /** `<file>.rs::<test fn>` in omicron's nexus/tests/integration_tests */
  from: string
  status: number
  /** the error body's `message`, exactly (after placeholders) */
  message?: string
  /**
   * where the message was read when the test does not check it: a file of omicron and a line,
   * e.g. `nexus/src/app/instance.rs:1234` (the case then asserts what Nexus's code says, not what its test does)
   */
  messageFrom?: string
  /** where the status was read when the test does not check it: a file of omicron and a line */
  statusFrom?: string
  /**
   * for a `sorted` list no omicron test sorts: the file and line of Nexus's pagination code that gives the order
   * (the case is then from Nexus's code, `from` names the test whose checks it repeats on another list)
   */
  sortedFrom?: string
  /**
   * a file under nexus/tests/integration_tests that holds the request where the test iterates a table
   * (unauthorized.rs over endpoints.rs), e.g. `endpoints.rs`
   */
  requestFrom?: string
  /** the start of the error body's `message`, where the omicron test checks only that */
  messageStartsWith?: string
  /** strings the error body's `message` must contain, where the omicron test checks only that */
  messageContains?: string[]
  /** the error body's `error_code`; `null` when Nexus sends none (dropshot's own 400s and 405s) */
  errorCode?: string | null
  /** the answer is a page whose items are in this order */
  sorted?: SortMode
  /** requests made first (each must succeed); a case with setup changes state, so a rack never runs it */
  setup?: Step[]
  /** relies on the mock's fixtures (web/mock/README.md), which a rack does not have */
  fixtures?: boolean
}
