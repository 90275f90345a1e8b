/** /v1/system identity: a silo's identity providers (SAML), local users and passwords, SCIM tokens. */
import { HttpResponse } from 'msw'
import { newId, timestamps } from '../db'
import { badRequest, notFound } from '../errors'
import type { Api, Snake } from '../wire'
import { errIfExists, omit, removeFrom, type Ctx, type Handlers } from './ctx'
import { crud } from './crud'
import { paginate } from './paginate'

const siloOf = (ctx: Ctx, key = ctx.path.silo ?? ctx.query.silo) => ctx.lookup.silo({ silo: key })

const scim = crud({
  type: 'scim-client-bearer-token',
  rows: (db) => db.scimTokens,
  find: (ctx) => {
    const silo = siloOf(ctx)
    return ctx.lookup.byId(
      'scim-client-bearer-token',
      ctx.db.scimTokens.filter((t) => t.silo_id === silo.id),
      ctx.path.token_id,
    )
  },
  view: (row) => omit(row, 'silo_id'),
})

export const systemIdentityHandlers: Handlers = {
  siloIdentityProviderList(ctx) {
    const silo = siloOf(ctx)
    const rows = ctx.db.samlProviders.filter((p) => p.silo_id === silo.id)
    return paginate(
      ctx,
      rows.map(({ id, name, description, time_created, time_modified }) => ({
        id,
        name,
        description,
        time_created,
        time_modified,
        provider_type: 'saml' as const,
      })),
    )
  },

  samlIdentityProviderCreate(ctx) {
    const silo = siloOf(ctx)
    const body = ctx.body as Snake<Api.SamlIdentityProviderCreate>
    errIfExists(
      ctx.db.samlProviders.filter((p) => p.silo_id === silo.id),
      body.name,
      'saml-identity-provider',
    )
    if (silo.identity_mode === 'local_only')
      throw badRequest('cannot create a SAML identity provider in a local-only silo')
    const {
      name,
      description,
      acs_url,
      slo_url,
      idp_entity_id,
      sp_client_id,
      technical_contact_email,
      group_attribute_name,
      signing_keypair,
    } = body
    const row = {
      id: newId(),
      silo_id: silo.id,
      name,
      description,
      acs_url,
      slo_url,
      idp_entity_id,
      sp_client_id,
      technical_contact_email,
      group_attribute_name: group_attribute_name ?? null,
      public_cert: signing_keypair?.public_cert ?? null,
      ...timestamps(),
    }
    ctx.db.samlProviders.push(row)
    return HttpResponse.json(omit(row, 'silo_id'), { status: 201 })
  },

  samlIdentityProviderView: (ctx) => omit(ctx.lookup.samlProvider(ctx.path, siloOf(ctx).id), 'silo_id'),

  /** Local users exist only in local_only silos; the username is the display name. */
  localIdpUserCreate(ctx) {
    const silo = siloOf(ctx)
    if (silo.identity_mode !== 'local_only') throw badRequest(`silo "${silo.name}" does not use local identities`)
    const body = ctx.body as Snake<Api.UserCreate>
    if (ctx.db.localCredentials.some((c) => c.silo_id === silo.id && c.username === body.external_id))
      throw badRequest(`already exists: silo-user "${body.external_id}"`)
    const user = { id: newId(), silo_id: silo.id, display_name: body.external_id, ...timestamps() }
    ctx.db.users.push(user)
    ctx.db.localCredentials.push({
      user_id: user.id,
      silo_id: silo.id,
      username: body.external_id,
      password: body.password.mode === 'password' ? body.password.value : '',
    })
    return HttpResponse.json(user, { status: 201 })
  },

  localIdpUserDelete(ctx) {
    const silo = siloOf(ctx)
    const user = ctx.lookup.byId(
      'silo-user',
      ctx.db.users.filter((u) => u.silo_id === silo.id),
      ctx.path.user_id,
    )
    removeFrom(ctx.db.users, (u) => u.id === user.id)
    removeFrom(ctx.db.localCredentials, (c) => c.user_id === user.id)
    removeFrom(ctx.db.groupMemberships, (m) => m.user_id === user.id)
    removeFrom(ctx.db.sessions, (s) => s.user_id === user.id)
    removeFrom(ctx.db.accessTokens, (t) => t.user_id === user.id)
  },

  /** mode login_disallowed clears the password: the user can no longer sign in. */
  localIdpUserSetPassword(ctx) {
    const silo = siloOf(ctx)
    const cred = ctx.db.localCredentials.find((c) => c.silo_id === silo.id && c.user_id === ctx.path.user_id)
    if (!cred) throw notFound('silo-user', ctx.path.user_id, 'id')
    const body = ctx.body as Snake<Api.UserPassword>
    cred.password = body.mode === 'password' ? body.value : ''
  },

  scimTokenList(ctx) {
    const silo = siloOf(ctx)
    return ctx.db.scimTokens.filter((t) => t.silo_id === silo.id).map((t) => omit(t, 'silo_id'))
  },
  scimTokenCreate(ctx) {
    const silo = siloOf(ctx)
    if (silo.identity_mode !== 'saml_scim') throw badRequest(`silo "${silo.name}" is not provisioned by SCIM`)
    const row = { id: newId(), silo_id: silo.id, time_created: new Date().toISOString(), time_expires: null }
    ctx.db.scimTokens.push(row)
    const secret = [...crypto.getRandomValues(new Uint8Array(24))].map((b) => b.toString(16).padStart(2, '0')).join('')
    return HttpResponse.json({ ...omit(row, 'silo_id'), bearer_token: `oxide-scim-${secret}` }, { status: 201 })
  },
  scimTokenView: scim.view,
  scimTokenDelete: scim.remove,
}
