/*
 * The machinery that turns the action -> states tables in ./<resource>.ts into
 * predicates and disabled-reason text. Kept apart from the tables so the
 * tables read as plain data (STYLE "How we apply it here" 7).
 */

/** Badge colours a state can map to (the rules: states "Badge colours"). */
export type BadgeColor = 'default' | 'neutral' | 'destructive' | 'blue' | 'purple' | 'notice'

/**
 * A test that also carries the states it accepts, so callers can both ask
 * `instanceCan.start(i)` and build text from `instanceCan.start.states`.
 */
export type StatePredicate<T, S extends string> = ((item: T) => boolean) & {
  readonly states: readonly S[]
}

/** Turn an action -> states table into one predicate per action. */
export function predicatesFromTable<K extends string, S extends string, T>(
  table: Record<K, readonly S[]>,
  stateOf: (item: T) => S
): { readonly [A in K]: StatePredicate<T, S> } {
  const out = {} as { [A in K]: StatePredicate<T, S> }
  for (const action of Object.keys(table) as K[]) {
    const states = Object.freeze([...table[action]])
    const test = (item: T) => states.includes(stateOf(item))
    out[action] = Object.assign(test, { states })
  }
  return Object.freeze(out)
}

/** A membership test over bare states that exposes its list (used for spinners). */
export function stateSet<S extends string>(
  states: readonly S[]
): ((state: S) => boolean) & { readonly states: readonly S[] } {
  const frozen = Object.freeze([...states])
  return Object.assign((state: S) => frozen.includes(state), { states: frozen })
}

/** API states are snake_case; people read 'import ready'. */
export const stateLabel = (state: string) => state.replaceAll('_', ' ')

/** 'a', 'a or b', 'a, b, or c': fixed English so tests and UI agree everywhere. */
function orList(words: readonly string[]): string {
  if (words.length <= 2) return words.join(' or ')
  return `${words.slice(0, -1).join(', ')}, or ${words[words.length - 1]}`
}

/**
 * Why an action is disabled, built from the predicate's own states so the text
 * can never drift from the rule (STYLE: "reason text typed by hand" is a smell).
 *
 *   disabledReason('instance', instanceCan.start)
 *   // 'Only available when the instance is stopped or failed'
 */
export function disabledReason(
  subject: string,
  states: readonly string[] | { readonly states: readonly string[] }
): string {
  const list = 'states' in states ? states.states : states
  return `Only available when the ${subject} is ${orList(list.map(stateLabel))}`
}

/**
 * `undefined` when the action is allowed, else its reason: the shape the
 * actions hooks put in `{ disabled?: reason }` (STYLE point 5).
 */
export function reasonIfDisallowed<T>(
  can: StatePredicate<T, string>,
  item: T,
  subject: string
): string | undefined {
  return can(item) ? undefined : disabledReason(subject, can)
}
