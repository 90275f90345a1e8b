import type { FloatingIpCreate } from '../../../api/generated/types'
import { requiredMessage, validateIp, validateName } from '../../../util/validate'

/** Where the address comes from: a pool (the silo default when none is picked) or one typed in. */
export type Allocation = 'pool' | 'address'

export type FloatingIpFormValues = {
  name: string
  description: string
  allocation: Allocation
  pool: string
  address: string
}
export const floatingIpDefaults: FloatingIpFormValues = {
  name: '',
  description: '',
  allocation: 'pool',
  pool: '',
  address: '',
}

export function validateFloatingIp(v: FloatingIpFormValues, withAllocation: boolean) {
  const address = v.address.trim()
  return {
    name: validateName(v.name.trim()),
    address:
      withAllocation && v.allocation === 'address'
        ? address
          ? validateIp(address)
          : requiredMessage('IP address')
        : undefined,
  }
}

/** nexus AddressAllocator: explicit { ip } for a typed address, else auto from the chosen pool or the default. */
export function toFloatingIpCreate(v: FloatingIpFormValues): FloatingIpCreate {
  const base = { name: v.name.trim(), description: v.description }
  if (v.allocation === 'address') return { ...base, addressAllocator: { type: 'explicit', ip: v.address.trim() } }
  if (v.pool) return { ...base, addressAllocator: { type: 'auto', poolSelector: { type: 'explicit', pool: v.pool } } }
  return { ...base, addressAllocator: { type: 'auto' } }
}
