/* LLDP configuration of a switch port: form values, validation and the LldpLinkConfig body. */
import type { LldpLinkConfig } from '../../../api/generated/types'
import { validateIp } from '../../../util/ip'

export type LldpValues = {
  enabled: boolean
  chassisId: string
  linkName: string
  linkDescription: string
  systemName: string
  systemDescription: string
  managementIp: string
}

/** LLDP TLV strings are at most 255 octets (IEEE 802.1AB). */
export const LLDP_TOO_LONG = 'Must be 255 characters or fewer'

export const lldpValues = (c: LldpLinkConfig): LldpValues => ({
  enabled: c.enabled,
  chassisId: c.chassisId ?? '',
  linkName: c.linkName ?? '',
  linkDescription: c.linkDescription ?? '',
  systemName: c.systemName ?? '',
  systemDescription: c.systemDescription ?? '',
  managementIp: c.managementIp ?? '',
})

export function lldpErrors(v: LldpValues): Partial<Record<Exclude<keyof LldpValues, 'enabled'>, string>> {
  const out: Partial<Record<Exclude<keyof LldpValues, 'enabled'>, string>> = {}
  for (const key of ['chassisId', 'linkName', 'linkDescription', 'systemName', 'systemDescription'] as const) {
    if (v[key].trim().length > 255) out[key] = LLDP_TOO_LONG
  }
  const ip = v.managementIp.trim()
  if (ip && validateIp(ip)) out.managementIp = validateIp(ip)
  return out
}

const orNull = (s: string) => s.trim() || null

/** The body of networkingSwitchPortLldpConfigUpdate: the whole config, empty texts as null, keeping the service's id. */
export const lldpBody = (id: string, v: LldpValues): LldpLinkConfig => ({
  id,
  enabled: v.enabled,
  chassisId: orNull(v.chassisId),
  linkName: orNull(v.linkName),
  linkDescription: orNull(v.linkDescription),
  systemName: orNull(v.systemName),
  systemDescription: orNull(v.systemDescription),
  managementIp: orNull(v.managementIp),
})
