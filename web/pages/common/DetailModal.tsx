import type { ReactNode } from 'react'
import type { ApiMethod, DataOf, ParamsOf } from '../../api/client'
import { useQuery } from '../../api/reads'
import { CopyButton } from '../../ui/CopyButton'
import { PropertiesList } from '../../ui/PropertiesList'
import { SideModal } from '../../ui/SideModal'
import { Spinner } from '../../ui/Spinner'
import { ErrorBox } from '../../ui/ErrorBox'

export type DetailItems = [label: string, value: ReactNode][]

/** An id with its Copy ID button, as detail views show it. */
export const idItem = (id: string): [string, ReactNode] => [
  'ID',
  <>
    <code>{id}</code> <CopyButton text={id} label="Copy ID" />
  </>,
]

/**
 * One item as the server has it now, read with its own view call (a NIC, a probe, an affinity
 * member, a pool), in a side panel opened from the list that shows it: loading, the server's
 * error, then the properties `items` picks from the answer.
 */
export function DetailModal<M extends ApiMethod>({
  title,
  method,
  params,
  items,
  onClose,
  children,
}: {
  title: string
  method: M
  params: ParamsOf<M>
  items: (data: DataOf<M>) => DetailItems
  onClose: () => void
  /** More under the properties (a note, a list), given the answer. */
  children?: (data: DataOf<M>) => ReactNode
}) {
  const { data, error } = useQuery(method, params)
  return (
    <SideModal title={title} onClose={onClose}>
      {error && data === undefined ? (
        <ErrorBox title={`Could not load ${title.charAt(0).toLowerCase() + title.slice(1)}`}>{error.message}</ErrorBox>
      ) : data === undefined ? (
        <Spinner label={`Loading ${title.toLowerCase()}`} />
      ) : (
        <>
          <PropertiesList items={items(data)} />
          {children?.(data)}
        </>
      )}
    </SideModal>
  )
}
