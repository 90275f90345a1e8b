/*
 * A router route in the form's shape (kind + value text per side) and back. Kinds and
 * their value types follow nexus.json RouteDestination and RouteTarget.
 */
import type { RouteDestination, RouteTarget, RouterRouteCreate } from '../../../api/generated/types'
import { requiredMessage, validateIp, validateIpNet, validateName } from '../../../util/validate'

export type DestinationKind = RouteDestination['type']
export type TargetKind = RouteTarget['type']

export const destinationKinds: { value: DestinationKind; label: string }[] = [
  { value: 'ip', label: 'IP address' },
  { value: 'ip_net', label: 'IP network' },
  { value: 'vpc', label: 'VPC' },
  { value: 'subnet', label: 'VPC subnet' },
]

export const targetKinds: { value: TargetKind; label: string }[] = [
  { value: 'ip', label: 'IP address' },
  { value: 'instance', label: 'Instance' },
  { value: 'subnet', label: 'VPC subnet' },
  { value: 'vpc', label: 'VPC' },
  { value: 'internet_gateway', label: 'Internet gateway' },
  { value: 'drop', label: 'Drop' },
]

export type RouteFormValues = {
  name: string
  description: string
  destinationType: DestinationKind
  destinationValue: string
  targetType: TargetKind
  targetValue: string
}

export const routeDefaults: RouteFormValues = {
  name: '',
  description: '',
  destinationType: 'ip_net',
  destinationValue: '',
  targetType: 'internet_gateway',
  targetValue: '',
}

export function routeToValues(r: RouterRouteCreate): RouteFormValues {
  return {
    name: r.name,
    description: r.description,
    destinationType: r.destination.type,
    destinationValue: r.destination.value,
    targetType: r.target.type,
    targetValue: r.target.type === 'drop' ? '' : r.target.value,
  }
}

export function valuesToRoute(v: RouteFormValues): RouterRouteCreate {
  const target = (
    v.targetType === 'drop' ? { type: 'drop' } : { type: v.targetType, value: v.targetValue.trim() }
  ) as RouteTarget
  return {
    name: v.name.trim(),
    description: v.description,
    destination: { type: v.destinationType, value: v.destinationValue.trim() } as RouteDestination,
    target,
  }
}

/** A value checked by its kind: the rules: validation texts for addresses and networks, name rules for the rest. */
function validateValue(kind: string, value: string, label: string): string | undefined {
  const t = value.trim()
  if (t === '') return requiredMessage(label)
  if (kind === 'ip') return validateIp(t)
  if (kind === 'ip_net') return validateIpNet(t)
  return validateName(t, label)
}

export function validateRoute(v: RouteFormValues) {
  const errors = {
    name: validateName(v.name.trim()),
    destinationValue: validateValue(v.destinationType, v.destinationValue, 'Destination value'),
    targetValue: v.targetType === 'drop' ? undefined : validateValue(v.targetType, v.targetValue, 'Target value'),
  }
  return errors
}

const kindLabel = (kinds: { value: string; label: string }[], k: string) => kinds.find((x) => x.value === k)?.label ?? k

export const destinationLabel = (d: RouteDestination) => `${kindLabel(destinationKinds, d.type)}: ${d.value}`
export const targetLabel = (t: RouteTarget) =>
  t.type === 'drop' ? 'Drop' : `${kindLabel(targetKinds, t.type)}: ${t.value}`
