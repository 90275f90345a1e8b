import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { projectCrumbs } from '../../routing/crumbs'
import type { AppRoute, Params } from '../../routing/types'

const FloatingIpsPage = lazyPage(() => import('./FloatingIpsPage'))
const listCrumb = (p: Params) => ({ label: 'Floating IPs', href: pb.floatingIps({ project: p.project }) })

export const floatingIpRoutes: AppRoute[] = [
  { path: '/projects/:project/floating-ips', layout: 'project', crumbs: (p) => projectCrumbs(p, { label: 'Floating IPs' }), page: FloatingIpsPage },
  { path: '/projects/:project/floating-ips-new', layout: 'project', crumbs: (p) => projectCrumbs(p, listCrumb(p), { label: 'New floating IP' }), page: lazyPage(() => import('./FloatingIpCreatePage')) },
  { path: '/projects/:project/floating-ips/:floatingIp/edit', layout: 'project', crumbs: (p) => projectCrumbs(p, listCrumb(p), { label: p.floatingIp }, { label: 'Edit' }), page: lazyPage(() => import('./FloatingIpEditPage')) },
]
