import { useLocation } from 'wouter'
import { useWrite } from '../../../api/writes'
import { requestPreview } from '../../../api/request-preview'
import { serverFieldError } from '../../../api/error-fields'
import type { ServiceUsingCertificate } from '../../../api/generated/types'
import { pb } from '../../../paths'
import { SelectField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
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
  const [, navigate] = useLocation()
  const create = useWrite('certificateCreate', {
    onSuccess: (c) => {
      addToast({ content: `Certificate ${c.name} created` })
      navigate(pb.certificate({ certificate: c.name }))
    },
  })
  const form = useFormState({
    initial: certificateDefaults,
    validate: validateCertificate,
    summary: certificateSummary,
    sent: certificateBody,
    // settles with whether it was made: a refused create keeps its draft
    onSubmit: (body) => create.written({ body }),
    serverField: serverFieldError(create.error?.error),
    request: (body) => requestPreview('certificateCreate', { body }),
  })
  const { values: v, set } = form
  return (
    <>
      <SideModalForm
        draft={form.draft}
        title="New certificate"
        submitLabel="Create certificate"
        pending={create.pending}
        errors={create.error ? [create.error.message] : form.summary}
        onClose={() => navigate(pb.certificates())}
        onSubmit={form.submit}
        request={form.request}
      >
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
