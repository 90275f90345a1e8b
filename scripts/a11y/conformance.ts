import { LEVEL_A } from './answers-a'
import { LEVEL_AA } from './answers-aa'

/**
 * The conformance answers of docs/ACCESSIBILITY.md, one per WCAG 2.2 A/AA criterion
 * (scripts/a11y/wcag22.ts; Level A in answers-a.ts, AA in answers-aa.ts), each with its evidence: the checks that support it (the axe crawler
 * and its rules, an e2e test by file and title, a unit test file) or the manual steps a person
 * follows. `npm run a11y:report` writes the report's tables from here and fails when a criterion
 * has no answer or no evidence, or when a test named here no longer exists.
 */
type Conformance = 'Supports' | 'Partially Supports' | 'Does Not Support' | 'Not Applicable'

export type Evidence =
  /** The crawler's axe run on every route in both themes (e2e/crawler.spec.ts), naming the rules that bear on it. */
  | { axe: string[] }
  /** A Playwright test: its file under e2e/ and (a part of) its title. */
  | { e2e: string; test: string }
  /** A uvu test file. */
  | { unit: string }
  /** What a person checked, and how. */
  | { manual: string }
  /** Why the criterion does not apply. */
  | { na: string }

export interface Answer {
  id: string
  conformance: Conformance
  remarks: string
  evidence: Evidence[]
}

export const ANSWERS: Answer[] = [...LEVEL_A, ...LEVEL_AA]
