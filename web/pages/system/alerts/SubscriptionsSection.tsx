import { useWrite } from '../../../api/writes'
import { useList } from '../../../api/reads'
import type { AlertReceiver } from '../../../api/generated/types'
import { preview, requestPreview } from '../../../api/request-preview'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { EmptyState } from '../../../ui/EmptyState'
import { TextField } from '../../../ui/Field'
import type { Column } from '../../../ui/Table'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { matchHint } from './ReceiverForm'
import { validateNewSubscription } from './subscriptions'
import { ArrayTable } from '../../common/list/ArrayTable'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'
import { HeadedSection } from '../../../ui/HeadedSection'

type Subscription = { subscription: string }

/**
 * The receiver's subscriptions: add one (glob allowed), remove one with confirmation. They come
 * with the receiver the page read, so `reload` reads it again.
 */
export function SubscriptionsSection({ receiver, reload }: { receiver: AlertReceiver; reload: () => void }) {
  const confirm = useConfirmedWrite()
  const classes = useList('alertClassList', { query: {} }).data?.items.map((c) => c.name) ?? []
  const add = useWrite('alertReceiverSubscriptionAdd', {
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
    onSubmit: (subscription: string) => add.written(addParams(subscription)),
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
  const actions = ({ subscription: s }: Subscription) => [
    {
      label: 'Remove',
      danger: true,
      onSelect: () => remove(s),
      request: preview('alertReceiverSubscriptionRemove', removeParams(s)),
    },
  ]
  const columns: Column<Subscription>[] = [
    { header: 'Subscription', cell: (s) => <code>{s.subscription}</code> },
    { header: 'Matches', cell: (s) => matchHint(s.subscription, classes) },
  ]
  return (
    <HeadedSection heading="Subscriptions">
      <ArrayTable<Subscription>
        label="Subscriptions"
        scope="subscriptions"
        columns={columns}
        rows={receiver.subscriptions.map((subscription) => ({ subscription }))}
        retry={reload}
        rowKey={(s) => s.subscription}
        rowName={(s) => `Subscription ${s.subscription}`}
        rowActions={actions}
        empty={<EmptyState title="No subscriptions" body="The receiver gets probes only." />}
      />
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
    </HeadedSection>
  )
}
