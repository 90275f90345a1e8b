import { useState } from 'react'
import { useLocation } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import type { ServiceUsingCertificate } from '../../../api/generated/types'
import { pb } from '../../../paths'
import { SelectField, TextAreaField, TextField } from '../../../ui/Field'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import CertificatesPage from './CertificatesPage'
import {
  certificateBody,
  certificateDefaults,
  serviceLabel,
  validateCertificate,
  type CertificateFormValues,
} from './certificate-form'
import { TextFileField } from './TextFileField'

const serviceOptions = Object.entries(serviceLabel).map(([value, label]) => ({ value, label }))

export default function CertificateCreatePage() {
  const [, navigate] = useLocation()
  const [v, setV] = useState<CertificateFormValues>(certificateDefaults)
  const [touched, setTouched] = useState(false)
  const set = (patch: Partial<CertificateFormValues>) => setV((old) => ({ ...old, ...patch }))
  const errors = validateCertificate(v)
  const shown: Partial<typeof errors> = touched ? errors : {}
  const create = useApiMutation('certificateCreate', {
    onSuccess: (c) => {
      addToast({ content: `Certificate ${c.name} created` })
      navigate(pb.certificate({ certificate: c.name }))
    },
  })
  const problems = touched ? Object.values(errors).filter((e): e is string => Boolean(e)) : []
  return (
    <>
      <CertificatesPage />
      <SideModalForm
        title="New certificate"
        submitLabel="Create certificate"
        pending={create.pending}
        errors={create.error ? [create.error.message] : problems.length > 1 ? problems : []}
        onClose={() => navigate(pb.certificates())}
        onSubmit={() => {
          setTouched(true)
          if (!errors.name && !errors.cert && !errors.key) create.mutate({ body: certificateBody(v) })
        }}
        request={() =>
          !errors.name && !errors.cert && !errors.key
            ? requestPreview('certificateCreate', { body: certificateBody(v) })
            : undefined
        }
      >
        <TextField
          label="Name"
          required
          value={v.name}
          onValue={(name) => set({ name })}
          error={shown.name}
          autoComplete="off"
        />
        <TextAreaField label="Description" value={v.description} onValue={(description) => set({ description })} />
        <SelectField
          label="Service"
          required
          value={v.service}
          onValue={(service) => set({ service: service as ServiceUsingCertificate })}
          options={serviceOptions}
        />
        <TextFileField
          label="Certificate chain (PEM)"
          required
          value={v.cert}
          onValue={(cert) => set({ cert })}
          error={shown.cert}
          hint="The leaf certificate first, then any intermediates."
        />
        <TextFileField
          label="Private key (PEM)"
          required
          value={v.key}
          onValue={(key) => set({ key })}
          error={shown.key}
        />
      </SideModalForm>
    </>
  )
}
