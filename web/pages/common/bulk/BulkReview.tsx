import { useState } from 'react'
import { Button } from '../../../ui/Button'
import { ChangePreview } from '../../../ui/ChangePreview'
import { CopyRequestDialog, type RequestPreviewItem } from '../../../ui/CopyRequest'
import type { BulkAction, BulkPlan } from './bulk'
import { plural } from '../list/selection'

/** Names listed per group; the rest are counted, so 5,000 rows make a short dialog. */
const NAMES_SHOWN = 10
/** Requests in the Copy as CLI / API dialog: each is two blocks of text, and they all look alike. */
const REQUESTS_SHOWN = 50

function Names({ names }: { names: string[] }) {
  const rest = names.length - NAMES_SHOWN
  return (
    <ul>
      {names.slice(0, NAMES_SHOWN).map((name) => (
        <li key={name}>{name}</li>
      ))}
      {rest > 0 && <li className="muted">and {rest} more</li>}
    </ul>
  )
}

/**
 * A bulk action before it runs: which rows it is sent for,
 * which are skipped and why, what it changes in a document when the rows are parts of one (the
 * rules of a rule set), and the requests it sends, to copy as CLI commands or API calls.
 */
export function BulkReview<T>({
  plan,
  action,
  noun,
  rowLabel,
  sentence,
}: {
  plan: BulkPlan<T>
  action: BulkAction<T>
  noun: { one: string; many: string }
  rowLabel: (row: T) => string
  /** The question, and what follows when it cannot be undone. */
  sentence: string
}) {
  const [copying, setCopying] = useState<RequestPreviewItem[] | null>(null)
  const { request } = action
  const requests = () =>
    plan.allowed.slice(0, REQUESTS_SHOWN).map((row) => ({ label: rowLabel(row), request: request!(row) }))
  return (
    <>
      <p>{sentence}</p>
      <section className="change-preview" aria-label="Rows it runs on">
        <h3>Runs on {plural(plan.allowed.length, noun.one, noun.many)}</h3>
        <Names names={plan.allowed.map(rowLabel)} />
        {plan.skipped.map((group) => (
          <div key={group.reason}>
            <h3>
              Skipped, {plural(group.rows.length, noun.one, noun.many)}: {group.reason}
            </h3>
            <Names names={group.rows.map(rowLabel)} />
          </div>
        ))}
      </section>
      {action.changes && <ChangePreview changes={action.changes(plan.allowed)} />}
      {request && (
        <p className="row" style={{ alignItems: 'center', gap: '0.5rem' }}>
          <Button size="sm" onClick={() => setCopying(requests())}>
            Copy as CLI / API
          </Button>
          {plan.allowed.length > REQUESTS_SHOWN && (
            <span className="muted">
              the first {REQUESTS_SHOWN} of {plan.allowed.length} requests, all alike
            </span>
          )}
        </p>
      )}
      {copying && (
        <CopyRequestDialog title={`${plan.sending}: requests`} items={copying} onClose={() => setCopying(null)} />
      )}
    </>
  )
}
