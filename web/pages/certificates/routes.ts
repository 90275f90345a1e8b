import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { systemCrumbs } from '../../routing/crumbs'
import type { AppRoute } from '../../routing/types'

const certs = { label: 'Certificates', href: pb.certificates() }

/** Silo-scoped certificates (the API answers for the caller's silo), placed under System; see CertificatesPage. */
export const certificateRoutes: AppRoute[] = [
  { path: '/system/certificates', layout: 'system', crumbs: () => systemCrumbs(certs), page: lazyPage(() => import('./CertificatesPage')) },
  { path: '/system/certificates-new', layout: 'system', crumbs: () => systemCrumbs(certs, { label: 'New certificate' }), page: lazyPage(() => import('./CertificateCreatePage')) },
  { path: '/system/certificates/:certificate', layout: 'system', crumbs: (p) => systemCrumbs(certs, { label: p.certificate }), page: lazyPage(() => import('./CertificatePage')) },
]
