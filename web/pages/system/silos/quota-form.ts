/* Editing a silo's quotas: the UI holds whole CPUs and GiB as text (the rules: constants: 1024 multiples). */
import type { SiloQuotas, SiloQuotasUpdate } from '../../../api/generated/types'
import { GiB } from '../../../util/format'
import { validateCount } from './silo-form'

export type QuotaValues = { cpus: string; memoryGiB: string; storageGiB: string }

/** Bytes that are not whole GiB are shown with decimals so nothing is silently rounded. */
const toGiBText = (bytes: number) => String(Math.round((bytes / GiB) * 100) / 100)

export const quotaValues = (q: SiloQuotas): QuotaValues => ({
  cpus: String(q.cpus),
  memoryGiB: toGiBText(q.memory),
  storageGiB: toGiBText(q.storage),
})

export function validateQuotas(v: QuotaValues) {
  return {
    cpus: validateCount(v.cpus, 'CPUs'),
    memoryGiB: validateGiB(v.memoryGiB, 'Memory'),
    storageGiB: validateGiB(v.storageGiB, 'Storage'),
  }
}

export const NOT_A_SIZE = 'Must be a number of GiB, 0 or more'

function validateGiB(text: string, label: string) {
  const t = text.trim()
  if (!t) return `${label} is required`
  return /^\d+(\.\d+)?$/.test(t) ? undefined : NOT_A_SIZE
}

/** Only changed fields are sent (SiloQuotasUpdate: absent means unchanged). */
export function toQuotasUpdate(v: QuotaValues, current: SiloQuotas): SiloQuotasUpdate {
  const cpus = Number(v.cpus.trim())
  const memory = Math.round(Number(v.memoryGiB.trim()) * GiB)
  const storage = Math.round(Number(v.storageGiB.trim()) * GiB)
  const body: SiloQuotasUpdate = {}
  if (cpus !== current.cpus) body.cpus = cpus
  // compare against what the form showed, so re-saving an untouched rounded value changes nothing
  if (v.memoryGiB.trim() !== toGiBText(current.memory)) body.memory = memory
  if (v.storageGiB.trim() !== toGiBText(current.storage)) body.storage = storage
  return body
}
