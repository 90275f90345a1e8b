import type { Certificate } from '../../../api/generated/types'
import { to } from '../../../urls'
import type { Column } from '../../../ui/Table'
import { ListPage } from '../../common/list/ListPage'
import { createdCol, descriptionCol, nameCol } from '../../common/list/columns'
import { useQuickActions } from '../../layout/quick-actions'
import { useCertificateActions } from './actions'
import { serviceLabel } from './certificate-form'

const columns: Column<Certificate>[] = [
  nameCol<Certificate>((c) => to.certificate({ certificate: c.name })),
  descriptionCol,
  { header: 'Service', cell: (c) => serviceLabel[c.service] },
  createdCol,
]

/**
 * system/certificates: the TLS certificates of the caller's own silo (the API is silo-scoped),
 * listed under System because the operators who manage endpoints look for them there.
 */
export default function CertificatesPage() {
  const actions = useCertificateActions()
  useQuickActions([{ group: 'Certificates', label: 'New certificate', href: to.certificatesNew() }])
  return (
    <>
      <ListPage<Certificate>
        title="Certificates"
        create={{ label: 'New certificate', href: to.certificatesNew() }}
        empty={{ title: 'No certificates', body: "The silo's endpoints need a certificate valid for its DNS name." }}
        method="certificateList"
        params={{}}
        sortable
        columns={columns}
        rowActions={actions}
      >
        <p className="muted">TLS certificates for this silo's endpoints.</p>
      </ListPage>
    </>
  )
}
