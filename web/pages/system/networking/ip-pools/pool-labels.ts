import type { IpPoolAssignment, IpVersion } from '../../../../api/generated/types'

export const versionLabel = (v: IpVersion) => (v === 'v4' ? 'IPv4' : 'IPv6')

/** Records keyed by the API unions, so a new assignment fails typecheck (the style rules). */
export const assignmentLabel: Record<IpPoolAssignment, string> = { silos: 'Silos', system_services: 'System services' }
