import { useApiMutation } from '../../../api/hooks'
import { useAllItems } from '../../../api/all-items'
import type { AlertReceiver } from '../../../api/generated/types'
import { preview, requestPreview } from '../../../api/request-preview'
import { ActionMenu } from '../../../ui/ActionMenu'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { EmptyState } from '../../../ui/EmptyState'
import { TextField } from '../../../ui/Field'
import { Table, type Column } from '../../../ui/Table'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { matchHint } from './ReceiverForm'
import { validateNewSubscription } from './subscriptions'
import { useConfirmMutation } from '../../common/use-confirm-mutation'

/** The receiver's subscriptions: add one (glob allowed), remove one with confirmation. */
export function SubscriptionsSection({ receiver }: { receiver: AlertReceiver }) {
  const confirm = useConfirmMutation()
  const classes = useAllItems('alertClassList', { query: {} }).data?.items.map((c) => c.name) ?? []
  const add = useApiMutation('alertReceiverSubscriptionAdd', {
    onSuccess: (s) => {
      addToast({ content: `Subscribed to ${s.subscription}` })
      form.reset()
    },
  })
  const addParams = (subscription: string) => ({ path: { receiver: receiver.name }, body: { subscription } })
  const form = useFormState({
    initial: { pattern: '' },
    validate: (v) => validateNewSubscription(v.pattern, receiver.subscriptions),
    sent: (v) => v.pattern.trim(),
    onSubmit: (subscription: string) => add.mutate(addParams(subscription)),
    request: (subscription) => requestPreview('alertReceiverSubscriptionAdd', addParams(subscription)),
  })
  const pattern = form.values.pattern
  const removeParams = (s: string) => ({ path: { receiver: receiver.name, subscription: s } })
  const remove = (s: string) =>
    confirm.confirmAction({
      title: 'Remove subscription',
      content: (
        <p>
          Stop sending <code>{s}</code> alerts to {receiver.name}?
        </p>
      ),
      actionLabel: 'Remove',
      danger: true,
      errorTitle: 'Could not remove the subscription',
      method: 'alertReceiverSubscriptionRemove',
      params: removeParams(s),
      success: `Unsubscribed from ${s}`,
    })
  // Remove lives in the row menu, like every other list's delete, beside its request as CLI / API.
  const actions = (s: string) => (
    <ActionMenu
      label={`Subscription ${s} actions`}
      actions={[
        {
          label: 'Remove',
          danger: true,
          onSelect: () => remove(s),
          request: preview('alertReceiverSubscriptionRemove', removeParams(s)),
        },
      ]}
    />
  )
  const columns: Column<string>[] = [
    { header: 'Subscription', cell: (s) => <code>{s}</code> },
    { header: 'Matches', cell: (s) => matchHint(s, classes) },
  ]
  return (
    <section aria-labelledby="subs-heading">
      <h2 id="subs-heading">Subscriptions</h2>
      {receiver.subscriptions.length === 0 ? (
        <EmptyState title="No subscriptions" body="The receiver gets probes only." />
      ) : (
        <Table
          label="Subscriptions"
          columns={columns}
          rows={receiver.subscriptions}
          rowKey={(s) => s}
          actions={actions}
        />
      )}
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault()
          form.submit()
        }}
      >
        <div className="grow">
          <TextField
            label="New subscription"
            placeholder="hardware.**"
            value={pattern}
            onValue={form.set('pattern')}
            error={form.shown.pattern ?? add.error?.message}
            hint={pattern.trim() && !form.errors.pattern ? matchHint(pattern, classes) : undefined}
            autoComplete="off"
          />
        </div>
        <Button write type="submit" loading={add.pending}>
          Subscribe
        </Button>
        <CopyRequestButton title="Subscribe: CLI / API" request={() => form.request?.()} />
      </form>
    </section>
  )
}
