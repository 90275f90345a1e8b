import { Button } from '../../../ui/Button'
import { TextAreaField, TextField } from '../../../ui/Field'
import { certDefaults, type CertErrors, type CertValues } from './silo-form'

/** The silo's initial TLS certificates: any number of name + PEM chain + PEM key, checked as typed. */
export function CertificateFields({
  certs,
  errors,
  onChange,
}: {
  certs: CertValues[]
  errors: CertErrors[]
  onChange: (c: CertValues[]) => void
}) {
  const update = (i: number, patch: Partial<CertValues>) =>
    onChange(certs.map((c, j) => (j === i ? { ...c, ...patch } : c)))
  return (
    <fieldset className="stack">
      <legend>TLS certificates</legend>
      {certs.length === 0 && (
        <p className="muted">None yet. The silo's endpoints need a certificate valid for its DNS name.</p>
      )}
      {certs.map((c, i) => (
        <div key={i} role="group" aria-label={`Certificate ${i + 1}`} className="stack">
          <TextField
            label={`Certificate ${i + 1} name`}
            required
            value={c.name}
            onValue={(name) => update(i, { name })}
            error={errors[i]?.name}
            autoComplete="off"
          />
          <TextAreaField
            label={`Certificate ${i + 1} PEM chain`}
            required
            rows={4}
            value={c.cert}
            onValue={(cert) => update(i, { cert })}
            error={errors[i]?.cert}
            spellCheck={false}
          />
          <TextAreaField
            label={`Certificate ${i + 1} private key`}
            required
            rows={4}
            value={c.key}
            onValue={(key) => update(i, { key })}
            error={errors[i]?.key}
            spellCheck={false}
          />
          <div>
            <Button size="sm" onClick={() => onChange(certs.filter((_, j) => j !== i))}>
              Remove certificate {i + 1}
            </Button>
          </div>
        </div>
      ))}
      <div>
        <Button size="sm" onClick={() => onChange([...certs, { ...certDefaults }])}>
          Add certificate
        </Button>
      </div>
    </fieldset>
  )
}
