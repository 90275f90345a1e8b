import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { projectCrumbs, siloCrumbs } from '../../routing/crumbs'
import type { AppRoute, Params } from '../../routing/types'

const images = (p: Params) => ({ label: 'Images', href: pb.projectImages({ project: p.project }) })
const siloImages = { label: 'Silo images', href: pb.siloImages() }

export const imageRoutes: AppRoute[] = [
  { path: '/images', layout: 'silo', crumbs: () => siloCrumbs(siloImages), page: lazyPage(() => import('./SiloImagesPage')) },
  { path: '/images/:image/edit', layout: 'silo', crumbs: (p) => siloCrumbs(siloImages, { label: p.image }), page: lazyPage(() => import('./SiloImageEditPage')) },
  { path: '/projects/:project/images', layout: 'project', crumbs: (p) => projectCrumbs(p, images(p)), page: lazyPage(() => import('./ProjectImagesPage')) },
  { path: '/projects/:project/images-new', layout: 'project', crumbs: (p) => projectCrumbs(p, images(p), { label: 'New image' }), page: lazyPage(() => import('./ProjectImageCreatePage')) },
  { path: '/projects/:project/images/:image/edit', layout: 'project', crumbs: (p) => projectCrumbs(p, images(p), { label: p.image }), page: lazyPage(() => import('./ProjectImageEditPage')) },
]
