import type { ProbeCreate } from '../../../api/generated/types'
import { requiredMessage, validateName } from '../../../util/validate'

export type ProbeFormValues = { name: string; description: string; sled: string; pool: string }
export const probeDefaults: ProbeFormValues = { name: '', description: '', sled: '', pool: '' }

export function validateProbe(v: ProbeFormValues) {
  return {
    name: v.name.trim() ? validateName(v.name.trim()) : requiredMessage('Name'),
    sled: v.sled ? undefined : requiredMessage('Sled'),
  }
}

/** An empty pool means the silo's default pool. */
export function probeBody(v: ProbeFormValues): ProbeCreate {
  return {
    name: v.name.trim(),
    description: v.description,
    sled: v.sled,
    poolSelector: v.pool ? { type: 'explicit', pool: v.pool } : { type: 'auto' },
  }
}
