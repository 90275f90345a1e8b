import type { SnapshotCreate } from '../../../api/generated/types'
import { requiredMessage, validateName } from '../../../util/validate'

export type SnapshotFormValues = { name: string; description: string; disk: string }
export const snapshotDefaults: SnapshotFormValues = { name: '', description: '', disk: '' }

export function validateSnapshot(v: SnapshotFormValues) {
  return { name: validateName(v.name.trim()), disk: v.disk ? undefined : requiredMessage('Disk') }
}

export const toSnapshotCreate = (v: SnapshotFormValues): SnapshotCreate => ({
  name: v.name.trim(),
  description: v.description,
  disk: v.disk,
})
