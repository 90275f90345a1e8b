/*
 * The SAML identity provider form (SamlIdentityProviderCreate): metadata by
 * URL or as XML text/file, an optional signing keypair given as PEM or base64
 * DER, and field checks with plain messages. Pure: tested alone.
 */
import type { SamlIdentityProviderCreate } from '../../../api/generated/types'
import { requiredMessage, validateName, validatePem } from '../../../util/validate'
import { declareDraftSecrets } from '../../../util/drafts'

export type MetadataSource = 'url' | 'text'

export type IdpFormValues = {
  name: string
  description: string
  metadataSource: MetadataSource
  metadataUrl: string
  metadataXml: string
  idpEntityId: string
  acsUrl: string
  sloUrl: string
  spClientId: string
  technicalContactEmail: string
  publicCert: string
  privateKey: string
  groupAttributeName: string
}

export const idpDefaults: IdpFormValues = {
  name: '',
  description: '',
  metadataSource: 'url',
  metadataUrl: '',
  metadataXml: '',
  idpEntityId: '',
  acsUrl: '',
  sloUrl: '',
  spClientId: '',
  technicalContactEmail: '',
  publicCert: '',
  privateKey: '',
  groupAttributeName: '',
}
declareDraftSecrets(idpDefaults, { privateKey: 'private-key' })

export const URL_INVALID = 'Must be an http or https URL'
export const EMAIL_INVALID = 'Must be an email address'
export const XML_INVALID = 'Must be an XML metadata document'
export const KEYPAIR_INCOMPLETE = 'Give both the certificate and the private key, or neither'
export const BASE64_INVALID = 'Must be PEM or base64-encoded DER'

function validateUrl(s: string, label: string): string | undefined {
  const t = s.trim()
  if (!t) return requiredMessage(label)
  try {
    const u = new URL(t)
    return u.protocol === 'http:' || u.protocol === 'https:' ? undefined : URL_INVALID
  } catch {
    return URL_INVALID
  }
}

function validateEmail(s: string): string | undefined {
  const t = s.trim()
  if (!t) return requiredMessage('Technical contact email')
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(t) ? undefined : EMAIL_INVALID
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/** PEM text -> its base64 body; bare base64 passes through. undefined when neither. */
export function toBase64Der(text: string): string | undefined {
  const t = text.trim()
  if (t.startsWith('-----BEGIN')) {
    if (validatePem(t)) return undefined
    return t
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('-----') && !/^[A-Za-z0-9-]+:/.test(l))
      .join('')
  }
  const compact = t.replace(/\s+/g, '')
  return BASE64.test(compact) && compact.length % 4 === 0 ? compact : undefined
}

function validateKeyText(text: string, expect: string): string | undefined {
  const t = text.trim()
  if (t.startsWith('-----BEGIN')) return validatePem(t, expect)
  return toBase64Der(t) ? undefined : BASE64_INVALID
}

export type IdpFormErrors = Partial<Record<keyof IdpFormValues, string>>

export function validateIdp(v: IdpFormValues): IdpFormErrors {
  const cert = v.publicCert.trim()
  const key = v.privateKey.trim()
  const xml = v.metadataXml.trim()
  return {
    name: validateName(v.name.trim()),
    metadataUrl: v.metadataSource === 'url' ? validateUrl(v.metadataUrl, 'Metadata URL') : undefined,
    metadataXml:
      v.metadataSource === 'text'
        ? xml
          ? xml.startsWith('<')
            ? undefined
            : XML_INVALID
          : requiredMessage('Metadata')
        : undefined,
    idpEntityId: v.idpEntityId.trim() ? undefined : requiredMessage('Entity ID'),
    acsUrl: validateUrl(v.acsUrl, 'ACS URL'),
    sloUrl: validateUrl(v.sloUrl, 'SLO URL'),
    spClientId: v.spClientId.trim() ? undefined : requiredMessage('SP client ID'),
    technicalContactEmail: validateEmail(v.technicalContactEmail),
    publicCert: cert ? validateKeyText(cert, 'CERTIFICATE') : key ? KEYPAIR_INCOMPLETE : undefined,
    privateKey: key ? validateKeyText(key, 'PRIVATE KEY') : cert ? KEYPAIR_INCOMPLETE : undefined,
  }
}

export const idpErrorList = (e: IdpFormErrors) => Object.values(e).filter((x): x is string => Boolean(x))

/** UTF-8 safe base64 of the metadata XML (IdpMetadataSource base64_encoded_xml). */
export function base64Utf8(s: string): string {
  const bytes = new TextEncoder().encode(s)
  let bin = ''
  for (const b of bytes) bin += String.fromCharCode(b)
  return btoa(bin)
}

export function toSamlCreate(v: IdpFormValues): SamlIdentityProviderCreate {
  const cert = v.publicCert.trim()
  const key = v.privateKey.trim()
  return {
    name: v.name.trim(),
    description: v.description,
    idpMetadataSource:
      v.metadataSource === 'url'
        ? { type: 'url', url: v.metadataUrl.trim() }
        : { type: 'base64_encoded_xml', data: base64Utf8(v.metadataXml.trim()) },
    idpEntityId: v.idpEntityId.trim(),
    acsUrl: v.acsUrl.trim(),
    sloUrl: v.sloUrl.trim(),
    spClientId: v.spClientId.trim(),
    technicalContactEmail: v.technicalContactEmail.trim(),
    signingKeypair: cert && key ? { publicCert: toBase64Der(cert)!, privateKey: toBase64Der(key)! } : null,
    groupAttributeName: v.groupAttributeName.trim() || null,
  }
}
