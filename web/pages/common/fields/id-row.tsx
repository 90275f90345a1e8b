import type { ReactNode } from 'react'
import { CopyButton } from '../../../ui/CopyButton'

/** An object's ID as a detail page shows it: the ID in code, and a button that copies it. */
export function IdValue({ id }: { id: string }) {
  return (
    <>
      <code>{id}</code> <CopyButton text={id} label="Copy ID" />
    </>
  )
}

/** The ID row of a PropertiesList, the same on every detail page: `items={[…, idRow(silo.id), …]}`. */
export const idRow = (id: string): [label: string, value: ReactNode] => ['ID', <IdValue id={id} />]
