/** One line of what a save will do (web/api/changes.ts ChangeLine, as data). */
export type ChangeRow = { kind: 'add' | 'remove' | 'change'; label: string; from?: string; to?: string }

const verb = { add: 'Add', remove: 'Remove', change: 'Change' } as const

/**
 * "See before you apply": what a rule-set or policy edit adds, removes and changes,
 * against what the form loaded, shown beside the request it sends.
 */
export function ChangePreview({ changes }: { changes: readonly ChangeRow[] }) {
  return (
    <section className="change-preview" aria-label="Changes to apply">
      <h3>Changes to apply</h3>
      {changes.length === 0 ? (
        <p className="muted">No changes yet</p>
      ) : (
        <ul>
          {changes.map((c) => (
            <li key={c.label}>
              <strong>{verb[c.kind]}</strong> {c.label}
              {c.kind === 'add' && `: ${c.to}`}
              {c.kind === 'remove' && ` (was ${c.from})`}
              {c.kind === 'change' && `: ${c.from} → ${c.to}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
