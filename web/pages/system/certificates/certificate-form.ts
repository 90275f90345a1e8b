/**
 * The certificate form (the style rules: defaults, validation with the spec's texts, mapping to the body).
 * Both PEM fields are checked with validatePem before anything is sent.
 */
import type { CertificateCreate, ServiceUsingCertificate } from '../../../api/generated/types'
import { requiredMessage, validateName, validatePem } from '../../../util/validate'
import { declareDraftSecrets } from '../../../util/drafts'

export type CertificateFormValues = {
  name: string
  description: string
  service: ServiceUsingCertificate
  cert: string
  key: string
}
export const certificateDefaults: CertificateFormValues = {
  name: '',
  description: '',
  service: 'external_api',
  cert: '',
  key: '',
}
declareDraftSecrets(certificateDefaults, { key: 'private-key' })

export const serviceLabel: Record<ServiceUsingCertificate, string> = {
  external_api: 'External API (console and API endpoints)',
}

export function validateCertificate(v: CertificateFormValues) {
  return {
    name: v.name.trim() ? validateName(v.name.trim()) : requiredMessage('Name'),
    cert: v.cert.trim() ? validatePem(v.cert, 'CERTIFICATE') : requiredMessage('Certificate chain'),
    key: v.key.trim() ? validatePem(v.key, 'PRIVATE KEY') : requiredMessage('Private key'),
  }
}

/** The 'N issues:' list at the top of the form: only when more than one field has a message. */
export function certificateSummary(e: ReturnType<typeof validateCertificate>): string[] {
  const list = [e.name, e.cert, e.key].filter((m): m is string => Boolean(m))
  return list.length > 1 ? list : []
}

export const certificateBody = (v: CertificateFormValues): CertificateCreate => ({
  name: v.name.trim(),
  description: v.description.trim(),
  service: v.service,
  cert: v.cert.trim() + '\n',
  key: v.key.trim() + '\n',
})

/** How many certificates a PEM chain holds (leaf plus intermediates). */
export const chainLength = (pem: string) => (pem.match(/-----BEGIN CERTIFICATE-----/g) ?? []).length
