import type { ReactNode } from 'react'
import { CopyButton } from '../../../ui/CopyButton'

/** An object's ID as a detail page shows it: a chip of the ID in code with the button that copies it. */
export function IdValue({ id }: { id: string }) {
  return (
    <span className="id-chip">
      <code>{id}</code>
      <CopyButton text={id} label="Copy ID" />
    </span>
  )
}

/** The ID row of a PropertiesList, the same on every detail page: `items={[…, idRow(silo.id), …]}`. */
export const idRow = (id: string): [label: string, value: ReactNode] => ['ID', <IdValue id={id} />]
