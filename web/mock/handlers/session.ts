/**
 * Sign-in (local, SAML), sign-out, the device flow (RFC 8628, as the CLI uses
 * it), and the caller's own account: /v1/me, groups, SSH keys, tokens.
 */
import { HttpResponse } from 'msw'
import { atLeast, fleetRoleOf, siloRoleOf } from '../auth'
import { newId, timestamps } from '../db'
import { badRequest, forbidden, isUuid, MockError, notFound, notFoundMsg, unauthorized } from '../errors'
import type { Db } from '../db'
import { readAssertion, relayStateRedirect } from '../saml-idp'
import { isPingFailing } from '../test-hooks'
import { me, removeFrom, type Ctx, type Handlers } from './ctx'
import { crud } from './crud'
import { paginate } from './paginate'

const SESSION_COOKIE = (token: string) => `session=${token}; Path=/; HttpOnly; SameSite=Lax`
const CLEAR_COOKIE = 'session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0'
const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code'
const DEVICE_TTL_S = 300

const randomHex = (bytes: number) =>
  [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, '0')).join('')

/** 8 consonants with a dash after the 4th (the rules: constants): easy to read aloud, no words. */
function userCode() {
  const letters = 'BCDFGHJKLMNPQRSTVWXZ'
  const pick = [...crypto.getRandomValues(new Uint8Array(8))].map((b) => letters[b % letters.length]).join('')
  return `${pick.slice(0, 4)}-${pick.slice(4)}`
}

function startSession(ctx: Ctx, userId: string) {
  const token = randomHex(20)
  const now = new Date().toISOString()
  ctx.db.sessions.push({ id: newId(), user_id: userId, token, time_created: now, time_last_used: now })
  return token
}

/** OAuth device-flow errors carry `error` (RFC 8628) as well as the usual fields. */
const oauthError = (error: string, description: string) =>
  HttpResponse.json(
    { request_id: newId(), error_code: error, message: description, error, error_description: description },
    { status: 400 },
  )

/** The silo user an assertion names: found, or made with its groups in a just-in-time silo. */
function samlUser(ctx: Ctx, silo: Db['silos'][number], subject: { nameId: string; groups: string[] }) {
  const { db } = ctx
  let user = db.users.find((u) => u.silo_id === silo.id && u.display_name === subject.nameId)
  if (silo.identity_mode !== 'saml_jit') return user
  if (!user) {
    user = { id: newId(), display_name: subject.nameId, silo_id: silo.id, ...timestamps() }
    db.users.push(user)
  }
  const userId = user.id
  const groupIds = subject.groups.map((name) => {
    let group = db.groups.find((g) => g.silo_id === silo.id && g.display_name === name)
    if (!group) {
      group = { id: newId(), display_name: name, silo_id: silo.id, ...timestamps() }
      db.groups.push(group)
    }
    return group.id
  })
  // the assertion is the truth about the user's groups in a JIT silo: memberships follow it
  removeFrom(db.groupMemberships, (m) => m.user_id === userId)
  db.groupMemberships.push(...groupIds.map((group_id) => ({ user_id: userId, group_id })))
  return user
}

/** The caller's own SSH keys: names are unique per user. */
const sshKeys = crud({
  type: 'ssh-key',
  rows: (db) => db.sshKeys,
  find: (ctx) => ctx.lookup.sshKey(ctx.path, me(ctx).user.id),
  parent: (ctx) => me(ctx).user,
  parentOf: (k) => k.silo_user_id,
  make(_ctx, body: { name: string; description: string; public_key: string }, user) {
    if (
      !/^(ssh-(ed25519|rsa|dss)|ecdsa-sha2-nistp(256|384|521)|sk-\S+) [A-Za-z0-9+/=]+( .*)?$/.test(
        body.public_key.trim(),
      )
    ) {
      throw badRequest('Failed to parse public key: invalid format')
    }
    return { silo_user_id: user.id, name: body.name, description: body.description, public_key: body.public_key }
  },
})

export const sessionHandlers: Handlers = {
  ping(ctx) {
    // the test hook POST /v1/__mock/ping-fail?on=1 (test-hooks.ts) makes the control plane look unreachable
    if (isPingFailing(ctx.db, ctx.request))
      throw new MockError(503, 'ServiceUnavailable', 'the control plane is unreachable (mock ping-fail hook)')
    return { status: 'ok' }
  },

  loginLocal(ctx) {
    const silo = ctx.db.silos.find((s) => s.name === ctx.path.silo_name)
    const { username, password } = ctx.body as { username: string; password: string }
    const cred = silo && ctx.db.localCredentials.find((c) => c.silo_id === silo.id && c.username === username)
    // like the server, never say which part was wrong
    if (!silo || silo.identity_mode !== 'local_only' || !cred || cred.password !== password) throw unauthorized()
    const token = startSession(ctx, cred.user_id)
    return new HttpResponse(null, { status: 204, headers: { 'Set-Cookie': SESSION_COOKIE(token) } })
  },

  /**
   * The assertion consumer (Nexus login_saml): the identity provider's SAMLResponse names the user and
   * their groups. A just-in-time silo creates the user and sets its groups to the ones named; otherwise
   * the user must exist. Then a session, and a 303 to the relay state's redirect_uri, or to / when the
   * relay state is missing, not Nexus's, or names another host (saml-idp.ts).
   */
  loginSaml(ctx) {
    const silo = ctx.db.silos.find((s) => s.name === ctx.path.silo_name)
    if (!silo) throw notFound('silo', ctx.path.silo_name)
    const idp = ctx.db.samlProviders.find((p) => p.silo_id === silo.id && p.name === ctx.path.provider_name)
    if (!idp) throw notFound('saml-identity-provider', ctx.path.provider_name)
    const form = new URLSearchParams(new TextDecoder().decode(ctx.body as Uint8Array))
    const subject = readAssertion(ctx.db, form.get('SAMLResponse') ?? '')
    // Nexus refuses an assertion it cannot read or verify as a bad request, with no error_code
    // (nexus/auth/src/authn/silos.rs, authenticated_subject); only a subject it cannot sign in is 401
    if (!subject)
      throw new MockError(400, undefined, 'could not extract SAMLResponse assertion! signature does not verify')
    const user = samlUser(ctx, silo, subject)
    if (!user) throw unauthorized()
    const token = startSession(ctx, user.id)
    const to = relayStateRedirect(form.get('RelayState')) ?? '/'
    return new HttpResponse(null, { status: 303, headers: { Location: to, 'Set-Cookie': SESSION_COOKIE(token) } })
  },

  logout(ctx) {
    const token = ctx.cookies.session
    if (token) removeFrom(ctx.db.sessions, (s) => s.token === token)
    return new HttpResponse(null, { status: 204, headers: { 'Set-Cookie': CLEAR_COOKIE } })
  },

  deviceAuthRequest(ctx) {
    const { client_id, ttl_seconds } = ctx.body as { client_id?: string; ttl_seconds?: string }
    if (!client_id || !isUuid(client_id)) throw badRequest('unable to parse form body: client_id must be a UUID')
    const req = {
      device_code: randomHex(16),
      user_code: userCode(),
      client_id,
      user_id: null as string | null,
      expires_at: Date.now() + DEVICE_TTL_S * 1000,
      ttl_seconds: ttl_seconds ? Number(ttl_seconds) : null,
    }
    ctx.db.deviceRequests.push(req)
    return {
      device_code: req.device_code,
      user_code: req.user_code,
      verification_uri: `${new URL(ctx.request.url).origin}/device/verify`,
      expires_in: DEVICE_TTL_S,
    }
  },

  deviceAuthConfirm(ctx) {
    const code = String((ctx.body as { user_code: string }).user_code).toUpperCase()
    const req = ctx.db.deviceRequests.find((r) => r.user_code === code && r.expires_at > Date.now())
    if (!req) throw notFoundMsg('device authorization request')
    req.user_id = me(ctx).user.id
    return undefined
  },

  deviceAccessToken(ctx) {
    const { grant_type, device_code, client_id } = ctx.body as Record<string, string | undefined>
    if (grant_type !== DEVICE_GRANT) return oauthError('unsupported_grant_type', 'unsupported grant type')
    const req = ctx.db.deviceRequests.find((r) => r.device_code === device_code && r.client_id === client_id)
    if (!req) return oauthError('invalid_grant', 'invalid device code')
    if (req.expires_at <= Date.now()) return oauthError('expired_token', 'device code expired')
    if (!req.user_id) return oauthError('authorization_pending', 'authorization pending')
    removeFrom(ctx.db.deviceRequests, (r) => r === req)
    const token = `oxide-token-${randomHex(20)}`
    const id = newId()
    const ttl = req.ttl_seconds
    ctx.db.accessTokens.push({
      id,
      user_id: req.user_id,
      token,
      time_created: new Date().toISOString(),
      time_expires: ttl ? new Date(Date.now() + ttl * 1000).toISOString() : null,
    })
    return { access_token: token, token_type: 'Bearer', token_id: id, ...(ttl ? { expires_in: ttl } : {}) }
  },

  currentUserView(ctx) {
    const { user, silo } = me(ctx)
    return {
      ...user,
      silo_name: silo.name,
      silo_admin: atLeast(siloRoleOf(ctx.db, user.id, silo.id), 'admin'),
      fleet_viewer: atLeast(fleetRoleOf(ctx.db, user.id), 'viewer'),
    }
  },

  currentUserGroups(ctx) {
    const { user } = me(ctx)
    const ids = new Set(ctx.db.groupMemberships.filter((m) => m.user_id === user.id).map((m) => m.group_id))
    return paginate(
      ctx,
      ctx.db.groups.filter((g) => ids.has(g.id)),
      'id_ascending',
    )
  },

  currentUserSshKeyList: sshKeys.list,
  currentUserSshKeyCreate: sshKeys.create,
  currentUserSshKeyView: sshKeys.view,
  currentUserSshKeyDelete: sshKeys.remove,

  currentUserAccessTokenList(ctx) {
    const rows = ctx.db.accessTokens.filter((t) => t.user_id === me(ctx).user.id)
    return paginate(
      ctx,
      rows.map(({ id, time_created, time_expires }) => ({ id, time_created, time_expires })),
      'id_ascending',
    )
  },

  currentUserAccessTokenDelete(ctx) {
    const t = ctx.db.accessTokens.find((t) => t.id === ctx.path.token_id && t.user_id === me(ctx).user.id)
    if (!t) throw notFound('device-access-token', ctx.path.token_id, 'id')
    removeFrom(ctx.db.accessTokens, (x) => x === t)
  },

  userTokenList(ctx) {
    const target = ownOrAdmin(ctx)
    const rows = ctx.db.accessTokens.filter((t) => t.user_id === target)
    return paginate(
      ctx,
      rows.map(({ id, time_created, time_expires }) => ({ id, time_created, time_expires })),
      'id_ascending',
    )
  },

  userSessionList(ctx) {
    const target = ownOrAdmin(ctx)
    const rows = ctx.db.sessions.filter((s) => s.user_id === target)
    return paginate(
      ctx,
      rows.map(({ id, time_created, time_last_used }) => ({ id, time_created, time_last_used })),
      'id_ascending',
    )
  },

  /** Ends every session and token of the user. */
  userLogout(ctx) {
    const target = ownOrAdmin(ctx)
    removeFrom(ctx.db.sessions, (s) => s.user_id === target)
    removeFrom(ctx.db.accessTokens, (t) => t.user_id === target)
  },
}

/** A user may see its own sessions and tokens; a silo admin may see anyone's in the silo. */
function ownOrAdmin(ctx: Ctx) {
  const { user, silo } = me(ctx)
  const target = ctx.lookup.byId(
    'silo-user',
    ctx.db.users.filter((u) => u.silo_id === silo.id),
    ctx.path.user_id,
  )
  if (target.id !== user.id && !atLeast(siloRoleOf(ctx.db, user.id, silo.id), 'admin')) throw forbidden()
  return target.id
}
