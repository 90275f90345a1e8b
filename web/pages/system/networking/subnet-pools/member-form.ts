/**
 * Adding a subnet to a subnet pool: the subnet (an IP network of the pool's
 * version) and the optional bounds on the prefix lengths allocations from it
 * may have (SubnetPoolMemberAdd). Checked before sending so the form says
 * which field is wrong; the server still checks overlap with other members.
 */
import type { IpVersion } from '../../../../api/generated/types'
import { parseIpNet } from '../../../../util/ip'
import { requiredMessage } from '../../../../util/validate'

export type MemberFormValues = { subnet: string; minPrefix: string; maxPrefix: string }
export const memberDefaults: MemberFormValues = { subnet: '', minPrefix: '', maxPrefix: '' }
export type MemberErrors = Partial<Record<keyof MemberFormValues, string>>

const PREFIX_NOT_INT = 'Must be a whole number'
export const versionMismatch = (version: IpVersion) => `The pool holds ${version === 'v4' ? 'IPv4' : 'IPv6'} subnets`
export const prefixTooShort = (width: number) => `Must be at least the subnet's own width, ${width}`
export const prefixTooLong = (bits: number) => `Must be at most ${bits}`
export const MIN_OVER_MAX = 'Must not be more than the maximum'

const intOf = (s: string) => (/^[0-9]+$/.test(s.trim()) ? Number(s.trim()) : null)

export function validateMember(v: MemberFormValues, version: IpVersion | undefined): MemberErrors {
  const errors: MemberErrors = {}
  const subnet = v.subnet.trim()
  const parsed = subnet ? parseIpNet(subnet) : null
  if (!subnet) errors.subnet = requiredMessage('Subnet')
  else if (parsed && !parsed.ok) errors.subnet = parsed.message
  else if (parsed?.ok && version && (parsed.version === 6) !== (version === 'v6'))
    errors.subnet = versionMismatch(version)
  const bits = version === 'v6' || (parsed?.ok && parsed.version === 6) ? 128 : 32
  const width = parsed?.ok ? parsed.width : 0
  const check = (key: 'minPrefix' | 'maxPrefix') => {
    if (!v[key].trim()) return undefined
    const n = intOf(v[key])
    if (n === null) return ((errors[key] = PREFIX_NOT_INT), undefined)
    if (n < width) return ((errors[key] = prefixTooShort(width)), undefined)
    if (n > bits) return ((errors[key] = prefixTooLong(bits)), undefined)
    return n
  }
  const min = check('minPrefix')
  const max = check('maxPrefix')
  if (min !== undefined && max !== undefined && min > max) errors.minPrefix = MIN_OVER_MAX
  return errors
}

/** The API body (snake_case happens in the client); empty bounds are left to the server's defaults. */
export function memberBody(v: MemberFormValues) {
  return {
    subnet: v.subnet.trim(),
    ...(v.minPrefix.trim() ? { minPrefixLength: Number(v.minPrefix.trim()) } : {}),
    ...(v.maxPrefix.trim() ? { maxPrefixLength: Number(v.maxPrefix.trim()) } : {}),
  }
}
