import { SelectField, TextAreaField, TextField } from '../../../ui/Field'
import { requestPreview } from '../../../api/request-preview'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormState, type FieldRefusal } from '../../../ui/use-form'
import {
  idpDefaults,
  idpErrorList,
  toSamlCreate,
  validateIdp,
  type IdpFormErrors,
  type IdpFormValues,
  type MetadataSource,
} from './idp-form'

const sourceOptions = [
  { value: 'url', label: 'From a URL' },
  { value: 'text', label: 'Upload or paste XML' },
]

/** Create a SAML identity provider for a silo (SamlIdentityProviderCreate). */
export function IdpForm({
  silo,
  pending,
  serverError,
  serverField,
  onSubmit,
  onClose,
}: {
  silo: string
  pending: boolean
  serverError?: string
  /** The same refusal when it names a field (a name already taken): shown on that field too. */
  serverField?: FieldRefusal
  /** Sends; a promise of a boolean settles with whether it was made (the draft is kept until it is). */
  onSubmit: (v: IdpFormValues) => void
  onClose: () => void
}) {
  const form = useFormState<IdpFormValues, IdpFormErrors>({
    initial: idpDefaults,
    validate: validateIdp,
    onSubmit,
    serverField,
    request: (v) => requestPreview('samlIdentityProviderCreate', { query: { silo }, body: toSamlCreate(v) }),
  })
  const { values, set, shown } = form
  const list = idpErrorList(shown)
  const field = (
    key: keyof IdpFormValues,
    label: string,
    extra: { hint?: string; required?: boolean; type?: string } = {},
  ) => (
    <TextField
      label={label}
      required={extra.required ?? true}
      type={extra.type}
      hint={extra.hint}
      value={values[key]}
      onValue={set(key)}
      error={shown[key]}
      autoComplete="off"
    />
  )
  return (
    <SideModalForm
      draft={form.draft}
      docs="identityProviders"
      title="Create identity provider"
      submitLabel="Create identity provider"
      pending={pending}
      errors={serverError ? [serverError] : list.length > 1 ? list : []}
      onClose={onClose}
      onSubmit={form.submit}
      request={form.request}
    >
      <p className="muted">A SAML provider for silo {silo}.</p>
      {field('name', 'Name')}
      <TextAreaField label="Description" value={values.description} onValue={set('description')} />
      <SelectField
        label="Metadata source"
        value={values.metadataSource}
        options={sourceOptions}
        onValue={(v) => set('metadataSource')(v as MetadataSource)}
      />
      {values.metadataSource === 'url' ? (
        field('metadataUrl', 'Metadata URL', { type: 'url' })
      ) : (
        <>
          <div className="field">
            <label htmlFor="idp-metadata-file">Metadata file</label>
            <input
              id="idp-metadata-file"
              type="file"
              accept=".xml,application/xml,text/xml"
              onChange={(e) => {
                const file = (e.target as HTMLInputElement).files?.[0]
                if (file) file.text().then((xml) => set('metadataXml')(xml))
              }}
            />
          </div>
          <TextAreaField
            label="Metadata XML"
            required
            rows={5}
            value={values.metadataXml}
            onValue={set('metadataXml')}
            error={shown.metadataXml}
            spellCheck={false}
          />
        </>
      )}
      {field('idpEntityId', 'Entity ID', { hint: "The identity provider's entity ID" })}
      {field('acsUrl', 'ACS URL', { hint: 'Where the identity provider sends its response', type: 'url' })}
      {field('sloUrl', 'SLO URL', { hint: 'Where the identity provider sends log-out requests', type: 'url' })}
      {field('spClientId', 'SP client ID')}
      {field('technicalContactEmail', 'Technical contact email', { type: 'email' })}
      {field('groupAttributeName', 'Group attribute name', {
        required: false,
        hint: 'The SAML attribute that lists a user’s groups',
      })}
      <fieldset className="stack">
        <legend>Signing keypair (optional)</legend>
        <TextAreaField
          label="Public certificate"
          hint="PEM, or base64 DER"
          rows={3}
          value={values.publicCert}
          onValue={set('publicCert')}
          error={shown.publicCert}
          spellCheck={false}
        />
        <TextAreaField
          label="Private key"
          hint="PEM, or base64 DER (PKCS#1)"
          rows={3}
          value={values.privateKey}
          onValue={set('privateKey')}
          error={shown.privateKey}
          spellCheck={false}
        />
      </fieldset>
    </SideModalForm>
  )
}
