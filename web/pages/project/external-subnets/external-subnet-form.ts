/**
 * The external subnet create form: name, description and how the subnet is
 * allocated (ExternalSubnetAllocator): the first free block of a prefix length
 * from a subnet pool (the silo's default when none is picked), or one subnet
 * typed in, which must lie in one of the silo's pools.
 */
import type { ExternalSubnetCreate, IpVersion } from '../../../api/generated/types'
import { parseIpNet } from '../../../util/ip'
import { requiredMessage, validateName } from '../../../util/validate'

export type SubnetAllocation = 'auto' | 'explicit'

export type ExternalSubnetFormValues = {
  name: string
  description: string
  allocation: SubnetAllocation
  /** a pool name; '' is the silo's default */
  pool: string
  prefixLength: string
  subnet: string
}
export const externalSubnetDefaults: ExternalSubnetFormValues = {
  name: '',
  description: '',
  allocation: 'auto',
  pool: '',
  prefixLength: '',
  subnet: '',
}

const PREFIX_NOT_INT = 'Must be a whole number'
export const prefixMax = (bits: number) => `Must be at most ${bits}`

/** `version` is the chosen pool's (or the default's) IP version, when known. */
export function validateExternalSubnet(v: ExternalSubnetFormValues, withAllocation: boolean, version?: IpVersion) {
  const errors: Partial<Record<'name' | 'prefixLength' | 'subnet', string>> = {}
  const name = validateName(v.name.trim())
  if (name) errors.name = name
  if (!withAllocation) return errors
  if (v.allocation === 'auto') {
    const text = v.prefixLength.trim()
    const bits = version === 'v6' ? 128 : 32
    if (!text) errors.prefixLength = requiredMessage('Prefix length')
    else if (!/^[0-9]+$/.test(text)) errors.prefixLength = PREFIX_NOT_INT
    else if (Number(text) > bits) errors.prefixLength = prefixMax(bits)
  } else {
    const text = v.subnet.trim()
    const parsed = text ? parseIpNet(text) : null
    if (!text) errors.subnet = requiredMessage('Subnet')
    else if (parsed && !parsed.ok) errors.subnet = parsed.message
  }
  return errors
}

export function toExternalSubnetCreate(v: ExternalSubnetFormValues): ExternalSubnetCreate {
  const base = { name: v.name.trim(), description: v.description }
  if (v.allocation === 'explicit') return { ...base, allocator: { type: 'explicit', subnet: v.subnet.trim() } }
  const prefixLength = Number(v.prefixLength.trim())
  if (v.pool)
    return { ...base, allocator: { type: 'auto', prefixLength, poolSelector: { type: 'explicit', pool: v.pool } } }
  return { ...base, allocator: { type: 'auto', prefixLength } }
}
