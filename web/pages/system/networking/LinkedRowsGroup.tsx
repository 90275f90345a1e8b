import type { ReactNode } from 'react'
import { SelectField } from '../../../ui/Field'
import { TextFields, rowField, type TextFieldSpec, type TextKeys } from '../../common/fields/TextFields'
import type { PortSettingsValues } from './port-settings-form'
import {
  Group,
  LinkSelect,
  NAME_A_LINK,
  RowGroup,
  patchRow,
  set,
  without,
  type SectionProps,
} from './port-settings-parts'

/*
 * The groups of rows that sit on a link (addresses, routes, BGP peers) are one shape: a link picker,
 * at most one other picker (an address lot, a BGP configuration), then text fields. Each section
 * says what its rows are (PortAddressSections.tsx, PortPeersSection.tsx); adding, removing and
 * editing a row, and where its messages come from, are written here once.
 */

type RowsKey = 'addresses' | 'routes' | 'peers'
type Row<K extends RowsKey> = PortSettingsValues[K][number]
type RowErrors<K extends RowsKey> = { [F in keyof Row<K>]?: string }

/** Where each group's messages sit in PortSettingsErrors (one list a group, singular). */
const errorsOf = { addresses: 'address', routes: 'route', peers: 'peer' } as const

/** A select of the row other than its link, with what it reads from (an address lot, a BGP configuration). */
export type RowPicker<K extends RowsKey> = {
  key: TextKeys<Row<K>>
  /** After the row's label: 'Address 1' + 'address lot'. */
  label: string
  placeholder: string
  options: { value: string; label: string }[]
  /** Why the options may be incomplete (AllItemsStatus). */
  status: ReactNode
}

export function LinkedRowsGroup<K extends RowsKey>({
  section: { v, setV, shown, linkOptions, firstLink },
  rows,
  title,
  hint,
  addLabel,
  rowLabel,
  newRow,
  picker,
  fields,
  notice,
}: {
  section: SectionProps
  rows: K
  title: string
  hint: string
  addLabel: string
  /** A row's label before its number: 'Route' -> 'Route 2'. */
  rowLabel: string
  newRow: (link: string) => Row<K>
  picker?: RowPicker<K>
  fields: TextFieldSpec<TextKeys<Row<K>>>[]
  /** Said above the rows (why a picker has nothing to offer). */
  notice?: ReactNode
}) {
  const list = v[rows] as Row<K>[]
  const errors = (shown[errorsOf[rows]] ?? []) as RowErrors<K>[]
  const setRow = patchRow(setV, rows) as (i: number, p: Partial<Row<K>>) => void
  return (
    <Group
      title={title}
      hint={hint}
      addLabel={addLabel}
      addDisabled={firstLink ? undefined : NAME_A_LINK}
      onAdd={() => set(setV, { [rows]: [...list, newRow(firstLink)] })}
    >
      {notice}
      {list.map((row, i) => {
        const e = errors[i] ?? {}
        const n = `${rowLabel} ${i + 1}`
        return (
          <RowGroup key={i} label={n} onRemove={() => set(setV, { [rows]: without(list, i) })}>
            <LinkSelect
              row={n}
              value={row.link}
              options={linkOptions}
              onValue={(link) => setRow(i, { link } as Partial<Row<K>>)}
              error={e.link}
            />
            {picker && (
              <SelectField
                label={`${n} ${picker.label}`}
                required
                value={row[picker.key] as string}
                placeholder={picker.placeholder}
                options={picker.options}
                status={picker.status}
                onValue={(value) => setRow(i, { [picker.key]: value } as Partial<Row<K>>)}
                error={e[picker.key]}
              />
            )}
            <TextFields prefix={n} field={rowField(row, e, (p) => setRow(i, p))} fields={fields} />
          </RowGroup>
        )
      })}
    </Group>
  )
}
