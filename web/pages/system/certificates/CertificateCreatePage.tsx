import type { ServiceUsingCertificate } from '../../../api/generated/types'
import { to } from '../../../urls'
import { SelectField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormSave } from '../../common/use-form-save'
import {
  certificateBody,
  certificateDefaults,
  certificateSummary,
  serviceLabel,
  validateCertificate,
} from './certificate-form'
import { TextFileField } from './TextFileField'

const serviceOptions = Object.entries(serviceLabel).map(([value, label]) => ({ value, label }))

export default function CertificateCreatePage() {
  const { form, shell } = useFormSave('certificateCreate', {
    initial: certificateDefaults,
    validate: validateCertificate,
    summary: certificateSummary,
    sent: certificateBody,
    params: (body) => ({ body }),
    created: (c) => `Certificate ${c.name} created`,
    back: to.certificates(),
    then: (c) => to.certificate({ certificate: c.name }),
  })
  const { values: v, set } = form
  return (
    <>
      <SideModalForm title="New certificate" submitLabel="Create certificate" {...shell}>
        <NameDescriptionFields form={form} />
        <SelectField
          label="Service"
          required
          value={v.service}
          onValue={(service) => set('service')(service as ServiceUsingCertificate)}
          options={serviceOptions}
        />
        <TextFileField
          label="Certificate chain (PEM)"
          required
          {...form.field('cert')}
          hint="The leaf certificate first, then any intermediates."
        />
        <TextFileField label="Private key (PEM)" required {...form.field('key')} />
      </SideModalForm>
    </>
  )
}
