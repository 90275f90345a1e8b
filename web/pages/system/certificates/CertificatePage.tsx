import { useLocation, useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { CopyButton } from '../../../ui/CopyButton'
import { ObjectHeader } from '../../../ui/ObjectHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import { formatDateTime } from '../../../util/time'
import { useCertificateActions } from './actions'
import { chainLength, serviceLabel } from './certificate-form'
import { idRow } from '../../common/fields/id-row'

/** system/certificates/:certificate: properties and the public chain (the key is never returned). */
export default function CertificatePage() {
  const { certificate } = useParams<{ certificate: string }>()
  const [, navigate] = useLocation()
  const { data: c } = useQuery('certificateView', { path: { certificate } }, { throwOnError: true })
  const actions = useCertificateActions(() => navigate(to.certificates()))
  return (
    <>
      <ObjectHeader name={certificate} actions={c && actions(c)} />
      {c && (
        <>
          <PropertiesList
            items={[
              ['Description', c.description || '—'],
              ['Service', serviceLabel[c.service]],
              ['Chain', `${chainLength(c.cert)} certificate${chainLength(c.cert) === 1 ? '' : 's'}`],
              idRow(c.id),
              ['Created', formatDateTime(c.timeCreated)],
            ]}
          />
          <div className="toolbar">
            <h2 className="grow">Certificate chain</h2>
            <CopyButton text={c.cert} label="Copy PEM" />
          </div>
          <pre aria-label="Certificate chain PEM" style={{ overflow: 'auto' }}>
            {c.cert}
          </pre>
        </>
      )}
    </>
  )
}
