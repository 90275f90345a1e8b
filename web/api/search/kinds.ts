/**
 * What the palette's silo search finds: the resources a project holds, read through
 * their list operations, plus the silo's images and the projects themselves. One table, so the
 * indexer, the ID lookup and the palette's labels cannot disagree about the kinds.
 */
import type { ApiMethod, CallOptions, ParamsOf } from '../client'

export type ProjectKind = 'instance' | 'disk' | 'vpc' | 'snapshot' | 'floating-ip' | 'image'
export type SearchKind = ProjectKind | 'project'
export type SearchHit = {
  kind: SearchKind
  name: string
  id: string
  project?: string
  /** The sled a running instance is on, when the sleds' lists were read (fleet readers). */
  sled?: { id: string; serial: string }
}

/**
 * The order the indexer reads kinds across the silo: a whole pass of instances over every project
 * before the first disk list, since instances are what people look for most; a pass costs one
 * request per project, so the likeliest answers come six times sooner than reading project by project.
 */
export const PROJECT_KINDS: readonly ProjectKind[] = ['instance', 'vpc', 'disk', 'snapshot', 'floating-ip', 'image']

/** Each kind's list operation (`?project=`) and view operation (path parameter, by name or ID). */
export const KIND_OPS: Record<ProjectKind, { list: ApiMethod; view: ApiMethod; param: string }> = {
  instance: { list: 'instanceList', view: 'instanceView', param: 'instance' },
  vpc: { list: 'vpcList', view: 'vpcView', param: 'vpc' },
  disk: { list: 'diskList', view: 'diskView', param: 'disk' },
  snapshot: { list: 'snapshotList', view: 'snapshotView', param: 'snapshot' },
  'floating-ip': { list: 'floatingIpList', view: 'floatingIpView', param: 'floatingIp' },
  image: { list: 'imageList', view: 'imageView', param: 'image' },
}

/** The API call, injectable so tests and scripts can pass a fake (callOrThrow in the app). */
export type Call = <M extends ApiMethod>(method: M, params: ParamsOf<M>, options?: CallOptions) => Promise<unknown>
