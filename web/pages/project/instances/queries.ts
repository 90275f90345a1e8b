import { all, one } from '../../../api/queries'
import type { Params } from '../../../routing/types'

/*
 * What the pages read as they open, started with the route: a click's data leaves with the click,
 * not once the page's code has arrived and rendered. The pages read these very queries
 * (useRouteQueries), typed by what these return.
 */
/** Every instance page: the instance (useInstance). */
export const instanceLoad = (p: Params) => ({
  instance: one('instanceView', { path: { instance: p.instance }, query: { project: p.project } }),
})
/** Every tab in the instance's frame (InstanceFrame): the instance, and its NICs for the VPC line. */
export const frameLoad = (p: Params) => ({
  ...instanceLoad(p),
  nics: all('instanceNetworkInterfaceList', { query: { project: p.project, instance: p.instance } }),
})
/** The create form's pickers (InstanceCreatePage): every collection they offer. */
export const createLoad = ({ project }: Params) => ({
  projectImages: all('imageList', { query: { project } }),
  siloImages: all('imageList', { query: {} }),
  disks: all('diskList', { query: { project } }),
  pools: all('ipPoolList', { query: {} }),
  vpcs: all('vpcList', { query: { project } }),
  snapshots: all('snapshotList', { query: { project } }),
  floatingIps: all('floatingIpList', { query: { project } }),
  keys: all('currentUserSshKeyList', { query: {} }),
})

export type InstanceQueries = ReturnType<typeof instanceLoad>
export type FrameQueries = ReturnType<typeof frameLoad>
export type StorageQueries = FrameQueries & { disks: ReturnType<typeof storageDisks> }
export type CreateQueries = ReturnType<typeof createLoad>

/** The storage tab: its disks, first (they are the tab; the frame has the list's row to show until the instance comes). */
export const storageDisks = (p: Params) =>
  one('instanceDiskList', { path: { instance: p.instance }, query: { project: p.project } })
