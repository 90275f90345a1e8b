import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { systemCrumbs } from '../../routing/crumbs'
import type { AppRoute } from '../../routing/types'

const alerts = { label: 'Alerts', href: pb.alerts() }
const receiver = (p: Record<string, string>) => ({ label: p.receiver, href: pb.alertReceiver({ receiver: p.receiver }) })

export const alertRoutes: AppRoute[] = [
  { path: '/system/alerts', layout: 'system', crumbs: () => systemCrumbs(alerts), page: lazyPage(() => import('./AlertsPage')) },
  { path: '/system/alerts-new', layout: 'system', crumbs: () => systemCrumbs(alerts, { label: 'New webhook receiver' }), page: lazyPage(() => import('./ReceiverCreatePage')) },
  { path: '/system/alerts/:receiver', layout: 'system', crumbs: (p) => systemCrumbs(alerts, receiver(p)), page: lazyPage(() => import('./ReceiverPage')) },
  { path: '/system/alerts/:receiver/edit', layout: 'system', crumbs: (p) => systemCrumbs(alerts, receiver(p), { label: 'Edit' }), page: lazyPage(() => import('./ReceiverEditPage')) },
]
