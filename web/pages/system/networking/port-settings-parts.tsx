import type { Dispatch, ReactNode, SetStateAction } from 'react'
import { Button } from '../../../ui/Button'
import { SelectField } from '../../../ui/Field'
import type { PortSettingsValues } from './port-settings-form'
import type { PortSettingsErrors } from './port-settings-validate'

/*
 * What the sections of the switch port settings form share (links, addresses and routes, BGP
 * peers: PortLinksSection.tsx, PortAddressSections.tsx, PortPeersSection.tsx), and what each is
 * given by the page, which holds the state so that a refused submit keeps everything typed.
 */

export type SectionProps = {
  v: PortSettingsValues
  setV: Dispatch<SetStateAction<PortSettingsValues>>
  shown: Partial<PortSettingsErrors>
  /** The links named so far, for the rows that sit on a link. */
  linkOptions: { value: string; label: string }[]
  /** The link a new row starts on ('' until one is named). */
  firstLink: string
}

export const set = (setV: SectionProps['setV'], patch: Partial<PortSettingsValues>) =>
  setV((old) => ({ ...old, ...patch }))

export const without = <T,>(rows: T[], i: number) => rows.filter((_, j) => j !== i)

/** A setter for row i of a repeated group, keeping the others. */
export const patchRow =
  <K extends 'addresses' | 'routes' | 'peers'>(setV: SectionProps['setV'], key: K) =>
  (i: number, patch: Partial<PortSettingsValues[K][number]>) =>
    setV((old) => ({ ...old, [key]: (old[key] as object[]).map((r, j) => (j === i ? { ...r, ...patch } : r)) }))

export const NAME_A_LINK = 'Name a link first'

/** The link a row of addresses, routes or peers sits on: the first field of each such row. */
export function LinkSelect({
  row,
  value,
  options,
  onValue,
  error,
}: {
  row: string
  value: string
  options: SectionProps['linkOptions']
  onValue: (link: string) => void
  error?: string
}) {
  return (
    <SelectField
      label={`${row} link`}
      required
      value={value}
      placeholder="Select a link"
      options={options}
      onValue={onValue}
      error={error}
    />
  )
}

/** One row of a repeated group (a link, an address…): its fields side by side, with a remove button. */
export function RowGroup({ label, onRemove, children }: { label: string; onRemove?: () => void; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={label}
      className="row"
      style={{
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        borderBottom: '1px solid var(--border)',
        paddingBottom: '.5rem',
      }}
    >
      {children}
      {onRemove && (
        <Button size="sm" onClick={onRemove}>
          Remove {label.replace(/^[A-Z][a-z]/, (c) => c.toLowerCase())}
        </Button>
      )}
    </div>
  )
}

export function Group({
  title,
  hint,
  addLabel,
  onAdd,
  addDisabled,
  children,
}: {
  title: string
  hint: string
  addLabel: string
  onAdd: () => void
  addDisabled?: string
  children: ReactNode
}) {
  return (
    <fieldset className="stack">
      <legend>{title}</legend>
      <p className="muted" style={{ margin: 0 }}>
        {hint}
      </p>
      {children}
      <div>
        <Button size="sm" onClick={onAdd} disabledReason={addDisabled}>
          {addLabel}
        </Button>
      </div>
    </fieldset>
  )
}
