import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  base64Utf8,
  BASE64_INVALID,
  EMAIL_INVALID,
  idpDefaults,
  idpErrorList,
  KEYPAIR_INCOMPLETE,
  toBase64Der,
  toSamlCreate,
  URL_INVALID,
  validateIdp,
  XML_INVALID,
  type IdpFormValues,
} from '../../../../web/pages/system/silos/idp-form'

const valid: IdpFormValues = {
  ...idpDefaults,
  name: 'okta',
  metadataUrl: 'https://idp.example.com/metadata',
  idpEntityId: 'https://idp.example.com',
  acsUrl: 'https://rack.example.com/acs',
  sloUrl: 'https://idp.example.com/slo',
  spClientId: 'rack',
  technicalContactEmail: 'ops@example.com',
}

const Idp = suite('SAML identity provider form')

Idp('a complete form is valid', () => {
  assert.equal(idpErrorList(validateIdp(valid)), [])
})

Idp('urls, email and required fields', () => {
  const e = validateIdp({
    ...valid,
    acsUrl: 'ftp://x',
    sloUrl: 'not a url',
    technicalContactEmail: 'ops',
    spClientId: ' ',
  })
  assert.is(e.acsUrl, URL_INVALID)
  assert.is(e.sloUrl, URL_INVALID)
  assert.is(e.technicalContactEmail, EMAIL_INVALID)
  assert.is(e.spClientId, 'SP client ID is required')
})

Idp('metadata: the URL or the XML, whichever source is chosen', () => {
  assert.is(validateIdp({ ...valid, metadataSource: 'text' }).metadataXml, 'Metadata is required')
  assert.is(validateIdp({ ...valid, metadataSource: 'text', metadataXml: 'hello' }).metadataXml, XML_INVALID)
  const text = validateIdp({ ...valid, metadataSource: 'text', metadataUrl: '', metadataXml: '<EntityDescriptor/>' })
  assert.is(text.metadataUrl, undefined)
  assert.is(text.metadataXml, undefined)
})

Idp('signing keypair: both or neither', () => {
  assert.is(validateIdp({ ...valid, publicCert: 'Zm9v' }).privateKey, KEYPAIR_INCOMPLETE)
  assert.is(validateIdp({ ...valid, publicCert: 'Zm9v', privateKey: 'not base64!' }).privateKey, BASE64_INVALID)
  assert.equal(idpErrorList(validateIdp({ ...valid, publicCert: 'Zm9v', privateKey: 'YmFy' })), [])
})

Idp('PEM keys become their base64 body', () => {
  assert.is(toBase64Der('-----BEGIN CERTIFICATE-----\nZm9v\nYmFy\n-----END CERTIFICATE-----'), 'Zm9vYmFy')
  assert.is(toBase64Der('Zm9v YmFy'), 'Zm9vYmFy')
  assert.is(toBase64Der('Zm9'), undefined)
})

Idp('toSamlCreate maps the source and optional fields', () => {
  const byUrl = toSamlCreate(valid)
  assert.equal(byUrl.idpMetadataSource, { type: 'url', url: 'https://idp.example.com/metadata' })
  assert.is(byUrl.signingKeypair, null)
  assert.is(byUrl.groupAttributeName, null)
  const byXml = toSamlCreate({
    ...valid,
    metadataSource: 'text',
    metadataXml: '<x>é</x>',
    publicCert: 'Zm9v',
    privateKey: 'YmFy',
    groupAttributeName: 'groups',
  })
  assert.equal(byXml.idpMetadataSource, { type: 'base64_encoded_xml', data: base64Utf8('<x>é</x>') })
  assert.is(Buffer.from(base64Utf8('<x>é</x>'), 'base64').toString('utf8'), '<x>é</x>')
  assert.equal(byXml.signingKeypair, { publicCert: 'Zm9v', privateKey: 'YmFy' })
  assert.is(byXml.groupAttributeName, 'groups')
})

Idp.run()
