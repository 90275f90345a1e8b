/** Fleet alerts: alert classes, receivers and deliveries, webhook receivers and their secrets. */
import { HttpResponse } from 'msw'
import { newId } from '../db'
import { alreadyExists, badRequest, notFound, unparsable } from '../errors'
import type { Api, Snake } from '../wire'
import { removeFrom, type Ctx, type Handlers } from './ctx'
import { crud } from './crud'
import { paginate } from './paginate'

type Receiver = Snake<Api.WebhookReceiver>

/** Glob of an alert subscription: `*` is one segment, `**` any number. */
const globMatch = (glob: string, name: string) =>
  new RegExp(
    `^${glob
      .split('.')
      .map((s) => (s === '**' ? '.*' : s === '*' ? '[^.]+' : s))
      .join('\\.')}$`,
  ).test(name)

const receiverView = ({
  id,
  name,
  description,
  endpoint,
  secrets,
  subscriptions,
  time_created,
  time_modified,
}: Receiver): Snake<Api.AlertReceiver> => ({
  id,
  name,
  description,
  subscriptions,
  time_created,
  time_modified,
  kind: { kind: 'webhook', endpoint, secrets },
})
const receiverOf = (ctx: Ctx, key = ctx.path.receiver ?? ctx.query.receiver) => ctx.lookup.receiver({ receiver: key })

/** A resent delivery is attempted at once and succeeds a moment later. */
const settleDelivery = (d: Snake<Api.AlertDelivery>) => {
  if (d.state === 'pending' && d.trigger === 'resend' && Date.now() - Date.parse(d.time_started) > 1500) {
    d.state = 'delivered'
    d.attempts = {
      webhook: [
        {
          attempt: 1,
          result: 'succeeded',
          response: { status: 200, duration_ms: 95 },
          time_sent: new Date().toISOString(),
        },
      ],
    }
  }
  return d
}

/** start_time / end_time are inclusive bounds on time_created; a bad date is the server's parse error. */
const timeBound = (ctx: Ctx, key: 'start_time' | 'end_time') => {
  const v = ctx.query[key]
  if (v === undefined) return undefined
  const t = Date.parse(v)
  if (Number.isNaN(t))
    throw unparsable(`unable to parse query string: input contains invalid characters for \`${key}\``)
  return t
}

/** Stored as webhook receivers; listed and viewed as alert receivers, created as the webhook receiver. */
const receivers = crud({
  type: 'alert-receiver',
  rows: (db) => db.webhookReceivers,
  find: (ctx) => receiverOf(ctx),
  view: receiverView,
  viewCreated: (r) => r,
  make(_ctx, body: Snake<Api.WebhookCreate>) {
    const created = new Date().toISOString()
    return {
      name: body.name,
      description: body.description,
      endpoint: body.endpoint,
      secrets: body.secrets.map(() => ({ id: newId(), time_created: created })),
      subscriptions: body.subscriptions ?? [],
      // the secrets are made with the receiver
      time_created: created,
      time_modified: created,
    }
  },
  updates: ['name', 'description', 'endpoint'],
  onDelete: (ctx, r) => removeFrom(ctx.db.alertDeliveries, (d) => d.receiver_id === r.id),
})

export const alertHandlers: Handlers = {
  /** Alerts, oldest first by default, filtered by class (or class glob) and an inclusive time range. */
  alertList(ctx) {
    const glob = ctx.query.alert_class
    const from = timeBound(ctx, 'start_time')
    const to = timeBound(ctx, 'end_time')
    const rows = ctx.db.alerts.filter((a) => {
      const t = Date.parse(a.time_created)
      return (!glob || globMatch(glob, a.class)) && (from === undefined || t >= from) && (to === undefined || t <= to)
    })
    return paginate(ctx, rows, 'time_and_id_ascending')
  },
  alertView(ctx) {
    const a = ctx.db.alerts.find((x) => x.id === ctx.path.alert_id)
    if (!a) throw notFound('alert', ctx.path.alert_id, 'id')
    return a
  },

  alertClassList(ctx) {
    const glob = ctx.query.filter
    return paginate(
      ctx,
      ctx.db.alertClasses.filter((c) => !glob || globMatch(glob, c.name)),
    )
  },

  alertReceiverList: receivers.list,
  alertReceiverView: receivers.view,
  alertReceiverDelete: receivers.remove,

  alertDeliveryList(ctx) {
    const r = receiverOf(ctx)
    const want = (['delivered', 'failed', 'pending'] as const).filter((s) => ctx.query[s] === 'true')
    const rows = ctx.db.alertDeliveries
      .map(settleDelivery)
      .filter((d) => d.receiver_id === r.id && (!want.length || want.includes(d.state as never)))
    return paginate(ctx, rows, 'time_and_id_descending')
  },

  /** A probe is delivered at once; with ?resend=true failed deliveries are retried too. */
  alertReceiverProbe(ctx) {
    const r = receiverOf(ctx)
    const now = new Date().toISOString()
    const probe: Snake<Api.AlertDelivery> = {
      id: newId(),
      receiver_id: r.id,
      alert_id: newId(),
      alert_class: 'probe',
      state: 'delivered',
      trigger: 'probe',
      time_started: now,
      attempts: {
        webhook: [{ attempt: 1, result: 'succeeded', response: { status: 200, duration_ms: 87 }, time_sent: now }],
      },
    }
    ctx.db.alertDeliveries.push(probe)
    const failed = ctx.db.alertDeliveries.filter((d) => d.receiver_id === r.id && d.state === 'failed')
    return { probe, resends_started: ctx.query.resend === 'true' ? failed.length : null }
  },

  alertReceiverSubscriptionAdd(ctx) {
    const r = receiverOf(ctx)
    const sub = (ctx.body as Snake<Api.AlertSubscriptionCreate>).subscription
    if (r.subscriptions.includes(sub)) throw alreadyExists('alert-subscription', sub)
    r.subscriptions.push(sub)
    return HttpResponse.json({ subscription: sub }, { status: 201 })
  },
  alertReceiverSubscriptionRemove(ctx) {
    const r = receiverOf(ctx)
    const sub = decodeURIComponent(ctx.path.subscription)
    if (!r.subscriptions.includes(sub)) throw notFound('alert-subscription', sub, 'name')
    r.subscriptions = r.subscriptions.filter((s) => s !== sub)
  },

  alertDeliveryResend(ctx) {
    const r = receiverOf(ctx, ctx.query.receiver)
    const orig = ctx.db.alertDeliveries.find((d) => d.alert_id === ctx.path.alert_id && d.receiver_id === r.id)
    if (!orig) throw notFound('alert', ctx.path.alert_id, 'id')
    const d = {
      ...orig,
      id: newId(),
      state: 'pending' as const,
      trigger: 'resend' as const,
      time_started: new Date().toISOString(),
      attempts: { webhook: [] },
    }
    ctx.db.alertDeliveries.push(d)
    return HttpResponse.json({ delivery_id: d.id }, { status: 201 })
  },

  webhookReceiverCreate: receivers.create,
  /** Nexus answers an update with 204, not the receiver. */
  webhookReceiverUpdate: (ctx) => void receivers.update(ctx),

  webhookSecretsList: (ctx) => ({ secrets: receiverOf(ctx).secrets }),
  webhookSecretsAdd(ctx) {
    const r = receiverOf(ctx)
    if (!(ctx.body as Snake<Api.WebhookSecretCreate>).secret) throw badRequest('secret must not be empty')
    const s = { id: newId(), time_created: new Date().toISOString() }
    r.secrets.push(s)
    return HttpResponse.json(s, { status: 201 })
  },
  webhookSecretsDelete(ctx) {
    const r = ctx.db.webhookReceivers.find((x) => x.secrets.some((s) => s.id === ctx.path.secret_id))
    if (!r) throw notFound('webhook-secret', ctx.path.secret_id, 'id')
    r.secrets = r.secrets.filter((s) => s.id !== ctx.path.secret_id)
  },
}
