/*
 * Network interface helpers: the add-interface form as data, and how to show
 * an interface's private address. Pure, so it is unit-tested directly.
 */
import type {
  InstanceNetworkInterface,
  InstanceNetworkInterfaceCreate,
  InstanceNetworkInterfaceUpdate,
} from '../../../api/generated/types'
import type { NicDoc } from '../../../api/change-shapes'
import { ipVersion } from '../../../util/ip'
import { requiredMessage, validateIp, validateIpNet, validateName } from '../../../util/validate'

export type NicValues = { name: string; description: string; vpc: string; subnet: string; ip: string }
export const nicDefaults: NicValues = { name: '', description: '', vpc: '', subnet: '', ip: '' }

export function validateNic(v: NicValues): Partial<Record<keyof NicValues, string>> {
  const out: Partial<Record<keyof NicValues, string>> = {
    name: validateName(v.name.trim()),
    vpc: v.vpc ? undefined : requiredMessage('VPC'),
    subnet: v.subnet ? undefined : requiredMessage('Subnet'),
    // optional: empty means the subnet assigns one
    ip: v.ip.trim() ? validateIp(v.ip.trim()) : undefined,
  }
  for (const k of Object.keys(out) as (keyof NicValues)[]) if (!out[k]) delete out[k]
  return out
}

export function toNicBody(v: NicValues): InstanceNetworkInterfaceCreate {
  const ip = v.ip.trim()
  const body: InstanceNetworkInterfaceCreate = {
    name: v.name.trim(),
    description: v.description,
    vpcName: v.vpc,
    subnetName: v.subnet,
  }
  if (ip && ipVersion(ip) === 4) body.ipConfig = { type: 'v4', value: { ip: { type: 'explicit', value: ip } } }
  if (ip && ipVersion(ip) === 6) body.ipConfig = { type: 'v6', value: { ip: { type: 'explicit', value: ip } } }
  return body
}

/** '10.0.0.5', 'fd00::5', or both for a dual-stack interface. */
export function nicAddresses(nic: Pick<InstanceNetworkInterface, 'ipStack'>): string {
  const s = nic.ipStack
  if (s.type === 'dual_stack') return `${s.value.v4.ip}, ${s.value.v6.ip}`
  return s.value.ip
}

/** The address to SSH to: an ephemeral or floating IP (SNAT is outbound only). */
export function sshAddress(ips: { kind: string; ip: string }[]): string | undefined {
  return (ips.find((ip) => ip.kind === 'ephemeral') ?? ips.find((ip) => ip.kind === 'floating'))?.ip
}

/** Every transit network of an interface, IPv4 then IPv6. */
export function nicTransitIps(nic: Pick<InstanceNetworkInterface, 'ipStack'>): string[] {
  const s = nic.ipStack
  if (s.type === 'dual_stack') return [...s.value.v4.transitIps, ...s.value.v6.transitIps]
  return s.value.transitIps
}

/**
 * Transit IPs as typed in the edit form: one network per line (commas also split), blanks
 * skipped, repeats dropped. The first bad line is named in the error, so nothing typed is lost.
 */
export function parseTransitIps(text: string): { ips: string[]; error?: string } {
  const ips: string[] = []
  for (const part of text.split(/[\n,]/)) {
    const ip = part.trim()
    if (!ip) continue
    const error = validateIpNet(ip)
    if (error) return { ips, error: `${ip}: ${error}` }
    if (!ips.includes(ip)) ips.push(ip)
  }
  return { ips }
}

export type NicEditValues = { name: string; description: string; transitIps: string }

export const nicEditDefaults = (
  nic: Pick<InstanceNetworkInterface, 'name' | 'description' | 'ipStack'>,
): NicEditValues => ({
  name: nic.name,
  description: nic.description,
  transitIps: nicTransitIps(nic).join('\n'),
})

export function validateNicEdit(v: NicEditValues): Partial<Record<keyof NicEditValues, string>> {
  const out: Partial<Record<keyof NicEditValues, string>> = {}
  const name = validateName(v.name.trim())
  if (name) out.name = name
  const transit = parseTransitIps(v.transitIps).error
  if (transit) out.transitIps = transit
  return out
}

/** An interface as its edit form edits it: what instanceNetworkInterfaceUpdate writes. */
export const nicDoc = (nic: Pick<InstanceNetworkInterface, 'name' | 'description' | 'ipStack'>): NicDoc => ({
  name: nic.name,
  description: nic.description,
  transitIps: nicTransitIps(nic),
})

/** The instanceNetworkInterfaceUpdate body the edit form sends (and previews). */
export const toNicUpdateBody = (v: NicEditValues): NicDoc & InstanceNetworkInterfaceUpdate => ({
  name: v.name.trim(),
  description: v.description,
  transitIps: parseTransitIps(v.transitIps).ips,
})
