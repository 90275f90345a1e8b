/** /v1/system updates (repositories, target release, trust roots), support bundles, the audit log. */
import { HttpResponse } from 'msw'
import { newId } from '../db'
import type { Db } from '../db'
import { badRequest, notFoundMsg } from '../errors'
import type { Api, Snake } from '../wire'
import { removeFrom, type Ctx, type Handlers } from './ctx'
import { crud } from './crud'
import { paginate } from './paginate'

type Bundle = Snake<Api.SupportBundleInfo>

/** A new bundle collects for a few seconds, then is ready to download. */
const settle = (b: Bundle) => {
  if (b.state === 'collecting' && Date.now() - Date.parse(b.time_created) > 3000) b.state = 'active'
  return b
}
const bundleOf = (ctx: Ctx) => settle(ctx.lookup.byId('support-bundle', ctx.db.supportBundles, ctx.path.bundle_id))
const BUNDLE_FILES: Record<string, string> = {
  'bundle_id.txt': '',
  'rack/sleds.txt': 'sled inventory\n',
  'sled-1/dmesg.txt': '[    0.000000] Linux version 6.8.0\n',
  'sled-1/svcs.txt': 'STATE          STIME    FMRI\nonline         12:00:01 svc:/oxide/sled-agent:default\n',
  'sled-1/ptree.txt': '1     /sbin/init\n',
}
const bundleFile = (b: Bundle, file: string) => (file === 'bundle_id.txt' ? b.id : BUNDLE_FILES[file])

function requireActive(b: Bundle) {
  if (b.state !== 'active') throw badRequest(`support bundle is not ready to download (state ${b.state})`)
}

/** A download answers GET with the bytes and HEAD with the headers only. */
function download(ctx: Ctx, body: string, type: string, head: boolean) {
  const bytes = new TextEncoder().encode(body)
  const range = /^bytes=(\d+)-(\d*)$/.exec(ctx.request.headers.get('range') ?? '')
  const headers: Record<string, string> = { 'content-type': type, 'accept-ranges': 'bytes' }
  if (range) {
    const start = Number(range[1])
    const end = range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1
    headers['content-range'] = `bytes ${start}-${end}/${bytes.length}`
    headers['content-length'] = String(end - start + 1)
    return new HttpResponse(head ? null : bytes.slice(start, end + 1), { status: 206, headers })
  }
  headers['content-length'] = String(bytes.length)
  return new HttpResponse(head ? null : bytes, { status: 200, headers })
}

const zipOf = (b: Bundle) => `PK\u0003\u0004 mock support bundle ${b.id}\n${Object.keys(BUNDLE_FILES).join('\n')}\n`

const trustRoots = crud({
  type: 'tuf-trust-root',
  rows: (db) => db.trustRoots,
  find: (ctx) => ctx.lookup.byId('tuf-trust-root', ctx.db.trustRoots, ctx.path.trust_root_id),
  sort: 'id_ascending',
  stamps: false,
  make: (_ctx, body: unknown) => ({ root_role: body, time_created: new Date().toISOString() }),
})

const UPDATE_COMPONENTS = 145
const UPDATE_RATE = 10
/** Semantic-version order, numeric per part. */
function compareVersions(a: string, b: string) {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++)
    if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) < (pb[i] ?? 0) ? -1 : 1
  return 0
}

/** How many components run each release: those still on the previous target move over at UPDATE_RATE. */
function runningVersions(db: Db): Record<string, number> {
  const { version, time_requested, from } = db.targetRelease as Snake<Api.TargetRelease> & { from?: string }
  const moved = Math.min(
    UPDATE_COMPONENTS,
    Math.floor(((Date.now() - Date.parse(time_requested)) / 1000) * UPDATE_RATE),
  )
  return moved === UPDATE_COMPONENTS || !from
    ? { [version]: UPDATE_COMPONENTS }
    : { [version]: moved, [from]: UPDATE_COMPONENTS - moved }
}

/** Dbs whose rack was recovered outside the control plane (test hook update-recovery): update is suspended. */
const recovering = new WeakSet<Db>()
export const setUpdateRecovery = (db: Db, on: boolean) => void (on ? recovering.add(db) : recovering.delete(db))

export const systemMiscHandlers: Handlers = {
  systemUpdateRepositoryList: (ctx) => paginate(ctx, ctx.db.tufRepos, 'version_ascending'),

  systemUpdateRepositoryView(ctx) {
    const repo = ctx.db.tufRepos.find((r) => r.system_version === ctx.path.system_version)
    if (!repo) throw notFoundMsg(`TUF repository with system version ${ctx.path.system_version}`)
    return repo
  },

  /** The version comes from the file name (repo-18.0.0.zip); the hash from the bytes. */
  async systemUpdateRepositoryUpload(ctx) {
    const bytes = ctx.body as Uint8Array
    const version = /(\d+\.\d+\.\d+)/.exec(ctx.query.file_name ?? '')?.[1]
    if (!bytes?.length || !version)
      throw badRequest('failed to read repository: expected a TUF repository zip named with its system version')
    const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)
    const hash = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
    const existing = ctx.db.tufRepos.find((r) => r.system_version === version)
    if (existing) return { repo: existing, status: 'already_exists' }
    const repo = {
      system_version: version,
      file_name: ctx.query.file_name!,
      hash,
      time_created: new Date().toISOString(),
    }
    ctx.db.tufRepos.push(repo)
    return { repo, status: 'inserted' }
  },

  /** Components move from the previous release to the target, UPDATE_RATE per second (the fixture's finished long ago). */
  systemUpdateStatus(ctx) {
    const { version, time_requested } = ctx.db.targetRelease
    const counts = runningVersions(ctx.db)
    return {
      target_release: { version, time_requested },
      components_by_release_version: counts,
      contact_support: false,
      suspended: recovering.has(ctx.db),
      time_last_step_planned: new Date(Date.now() - 20_000).toISOString(),
    }
  },

  /** Like the server: the version must have a repository, and the target never moves backwards. */
  targetReleaseUpdate(ctx) {
    const version = (ctx.body as Snake<Api.SetTargetReleaseParams>).system_version
    if (!ctx.db.tufRepos.some((r) => r.system_version === version))
      throw notFoundMsg(`TUF repository with system version ${version}`)
    const current = ctx.db.targetRelease.version
    if (compareVersions(version, current) < 0)
      throw badRequest(
        `Requested target release (${version}) must not be older than current target release (${current})`,
      )
    ctx.db.targetRelease = {
      version,
      time_requested: new Date().toISOString(),
      from: current,
    } as Snake<Api.TargetRelease>
  },

  /**
   * After a recovery ("mupdate") the system only updates again once told which release now runs.
   * The version needs a repository; when every component runs one known version, it must be that one.
   */
  systemUpdateRecoveryFinish(ctx) {
    const version = (ctx.body as Snake<Api.SetTargetReleaseParams>).system_version
    if (!ctx.db.tufRepos.some((r) => r.system_version === version))
      throw notFoundMsg(`TUF repository with system version ${version}`)
    // every component on one release: it must be that one; mixed releases: one of them
    const running = Object.keys(runningVersions(ctx.db))
    if (!running.includes(version))
      throw badRequest(
        `Requested system version (${version}) does not match the running system version (${running.join(', ')})`,
      )
    setUpdateRecovery(ctx.db, false)
    ctx.db.targetRelease = { version, time_requested: new Date().toISOString() }
  },

  systemUpdateTrustRootList: trustRoots.list,
  systemUpdateTrustRootCreate: trustRoots.create,
  systemUpdateTrustRootView: trustRoots.view,
  systemUpdateTrustRootDelete: trustRoots.remove,

  supportBundleList: (ctx) => paginate(ctx, ctx.db.supportBundles.map(settle), 'time_and_id_ascending'),
  supportBundleCreate(ctx) {
    const body = ctx.body as Snake<Api.SupportBundleCreate>
    const b: Bundle = {
      id: newId(),
      state: 'collecting',
      reason_for_creation: 'Created by external API',
      reason_for_failure: null,
      user_comment: body.user_comment ?? null,
      time_created: new Date().toISOString(),
    }
    ctx.db.supportBundles.push(b)
    return HttpResponse.json(b, { status: 201 })
  },
  supportBundleView: (ctx) => bundleOf(ctx),
  supportBundleUpdate(ctx) {
    const b = bundleOf(ctx)
    b.user_comment = (ctx.body as Snake<Api.SupportBundleUpdate>).user_comment ?? null
    return b
  },
  supportBundleDelete(ctx) {
    const b = bundleOf(ctx)
    removeFrom(ctx.db.supportBundles, (x) => x.id === b.id)
  },
  supportBundleDownload(ctx) {
    const b = bundleOf(ctx)
    requireActive(b)
    return download(ctx, zipOf(b), 'application/zip', false)
  },
  supportBundleHead(ctx) {
    const b = bundleOf(ctx)
    requireActive(b)
    return download(ctx, zipOf(b), 'application/zip', true)
  },
  supportBundleIndex(ctx) {
    const b = bundleOf(ctx)
    requireActive(b)
    return download(ctx, Object.keys(BUNDLE_FILES).join('\n') + '\n', 'text/plain', false)
  },
  supportBundleDownloadFile(ctx) {
    const b = bundleOf(ctx)
    requireActive(b)
    const body = bundleFile(b, decodeURIComponent(ctx.path.file))
    if (body === undefined) throw notFoundMsg(`file "${ctx.path.file}" in support bundle`)
    return download(ctx, body, 'text/plain', false)
  },
  supportBundleHeadFile(ctx) {
    const b = bundleOf(ctx)
    requireActive(b)
    const body = bundleFile(b, decodeURIComponent(ctx.path.file))
    if (body === undefined) throw notFoundMsg(`file "${ctx.path.file}" in support bundle`)
    return download(ctx, body, 'text/plain', true)
  },

  auditLogList(ctx) {
    // as dropshot parses Nexus's AuditLogParams: a first page names its start (a next page's token carries it)
    if (!ctx.query.page_token && !ctx.query.start_time)
      throw badRequest('unable to parse query string: missing field `start_time`')
    const start = ctx.query.start_time ? Date.parse(ctx.query.start_time) : 0
    const end = ctx.query.end_time ? Date.parse(ctx.query.end_time) : Infinity
    if (Number.isNaN(start) || Number.isNaN(end)) throw badRequest('unable to parse query string: invalid date-time')
    const rows = ctx.db.auditLog.filter(
      (e) => Date.parse(e.time_completed) >= start && Date.parse(e.time_completed) < end,
    )
    return paginate(ctx, rows, 'time_and_id_ascending')
  },
}
