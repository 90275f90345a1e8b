/*
 * The create-silo form as the UI holds it (sizes in GiB, roles as checkboxes,
 * certificates as text) and its mapping to SiloCreate. Pure: tested alone.
 */
import type { FleetRole, SiloCreate, SiloIdentityMode } from '../../../api/generated/types'
import { GiB } from '../../../util/format'
import { requiredMessage, validateName, validatePem } from '../../../util/validate'
import { declareDraftSecrets } from '../../../util/drafts'

export const identityModeLabel: Record<SiloIdentityMode, string> = {
  local_only: 'Local only',
  saml_jit: 'SAML, just-in-time users',
  saml_scim: 'SAML with SCIM provisioning',
}

/** Silo roles that may confer fleet roles, and the fleet roles they may confer. */
export const siloRolesForMapping = ['admin', 'collaborator', 'viewer'] as const
type SiloRoleName = (typeof siloRolesForMapping)[number]
export const fleetRoles: FleetRole[] = ['admin', 'collaborator', 'viewer']

export type CertValues = { name: string; description: string; cert: string; key: string }
export const certDefaults: CertValues = { name: '', description: '', cert: '', key: '' }
declareDraftSecrets(certDefaults, { key: 'private-key' })

export type SiloFormValues = {
  name: string
  description: string
  discoverable: boolean
  identityMode: SiloIdentityMode
  adminGroupName: string
  /** Text as typed: whole CPUs, GiB, GiB. */
  cpus: string
  memoryGiB: string
  storageGiB: string
  mappedFleetRoles: Record<SiloRoleName, FleetRole[]>
  certs: CertValues[]
}

export const siloDefaults: SiloFormValues = {
  name: '',
  description: '',
  discoverable: true,
  identityMode: 'saml_jit',
  adminGroupName: '',
  cpus: '0',
  memoryGiB: '0',
  storageGiB: '0',
  mappedFleetRoles: { admin: [], collaborator: [], viewer: [] },
  certs: [],
}
declareDraftSecrets(siloDefaults, { certs: { key: 'private-key' } })

export const NOT_WHOLE_NUMBER = 'Must be a whole number, 0 or more'

/** A quota field: empty is an error, else a non-negative integer. */
export function validateCount(text: string, label: string): string | undefined {
  const t = text.trim()
  if (!t) return requiredMessage(label)
  return /^\d+$/.test(t) ? undefined : NOT_WHOLE_NUMBER
}

export type CertErrors = Partial<Record<keyof CertValues, string>>

function validateCert(c: CertValues): CertErrors {
  return {
    name: validateName(c.name.trim()),
    cert: c.cert.trim() ? validatePem(c.cert, 'CERTIFICATE') : requiredMessage('Certificate'),
    key: c.key.trim() ? validatePem(c.key, 'PRIVATE KEY') : requiredMessage('Private key'),
  }
}

export type SiloFormErrors = {
  name?: string
  cpus?: string
  memoryGiB?: string
  storageGiB?: string
  adminGroupName?: string
  certs: CertErrors[]
}

export function validateSilo(v: SiloFormValues): SiloFormErrors {
  return {
    name: validateName(v.name.trim()),
    cpus: validateCount(v.cpus, 'CPUs'),
    memoryGiB: validateCount(v.memoryGiB, 'Memory'),
    storageGiB: validateCount(v.storageGiB, 'Storage'),
    certs: v.certs.map(validateCert),
  }
}

/** Every message, for the 'N issues:' list at the top of the form. */
export function siloErrorList(e: SiloFormErrors): string[] {
  const top = [e.name, e.cpus, e.memoryGiB, e.storageGiB, e.adminGroupName].filter((x): x is string => Boolean(x))
  const certs = e.certs.flatMap((c, i) =>
    Object.values(c)
      .filter((x): x is string => Boolean(x))
      .map((m) => `Certificate ${i + 1}: ${m}`),
  )
  return [...top, ...certs]
}

/** The list at the top of the form: shown only when there is more than the one message beside its field. */
export function siloSummary(e: SiloFormErrors): string[] {
  const list = siloErrorList(e)
  return list.length > 1 ? list : []
}

export function toSiloCreate(v: SiloFormValues): SiloCreate {
  const mapped = Object.fromEntries(Object.entries(v.mappedFleetRoles).filter(([, roles]) => roles.length > 0))
  return {
    name: v.name.trim(),
    description: v.description,
    discoverable: v.discoverable,
    identityMode: v.identityMode,
    adminGroupName: v.adminGroupName.trim() || null,
    quotas: {
      cpus: Number(v.cpus.trim()),
      memory: Number(v.memoryGiB.trim()) * GiB,
      storage: Number(v.storageGiB.trim()) * GiB,
    },
    mappedFleetRoles: mapped,
    tlsCertificates: v.certs.map((c) => ({
      name: c.name.trim(),
      description: c.description,
      cert: c.cert.trim() + '\n',
      key: c.key.trim() + '\n',
      service: 'external_api',
    })),
  }
}

/** 'admin -> Fleet admin, viewer' style summary of a silo's mapping. */
export function describeMappedRoles(
  mapped: Record<string, FleetRole[]>,
): [siloRole: string, fleetRoles: FleetRole[]][] {
  return Object.entries(mapped).filter(([, roles]) => roles.length > 0)
}
