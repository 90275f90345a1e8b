import { lazyPage } from '../../../routing/lazy-page'

/** The pages the list's clicks lead to: their routes render them, and the list fetches their code ahead once idle (InstancesPage). */
export const InstanceCreatePage = lazyPage(() => import('./InstanceCreatePage'))
export const StorageTab = lazyPage(() => import('./StorageTab'))
