/*
 * One row of a list the create-instance page edits in place (a new disk, a network interface): its
 * fieldset with a legend and a Remove button, and `rowField`, which gives a row's plain field its
 * value, setter and message the way `form.field` does for the form's own fields.
 */
import type { ReactNode } from 'react'
import { Button } from '../../../ui/Button'

export type RowProps<R> = {
  set: (patch: Partial<R>) => void
  remove: () => void
  errors: (f: keyof R) => string | undefined
}

/** `<TextField label="Disk name" {...field('name')} />` for a row whose fields are strings. */
export const rowField =
  <R,>(row: R, { set, errors }: Pick<RowProps<R>, 'set' | 'errors'>) =>
  <K extends keyof R>(key: K) => ({
    value: row[key],
    onValue: (value: R[K]) => set({ [key]: value } as unknown as Partial<R>),
    error: errors(key),
  })

/** The list with row `i` patched: a row's setter. */
export const patchAt = <R,>(rows: R[], i: number, patch: Partial<R>) =>
  rows.map((r, j) => (j === i ? { ...r, ...patch } : r))

/** The list with `item` in it when `on`, without it when not: a checkbox's setter over a list of picks. */
export const toggled = <T,>(list: T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item))

export function RowFieldset({
  legend,
  removeLabel,
  remove,
  children,
}: {
  legend: string
  removeLabel: string
  remove: () => void
  children: ReactNode
}) {
  return (
    <fieldset className="field stack" aria-label={legend}>
      <legend className="label">{legend}</legend>
      {children}
      <div>
        <Button type="button" onClick={remove}>
          {removeLabel}
        </Button>
      </div>
    </fieldset>
  )
}
