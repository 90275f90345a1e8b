import { useState } from 'react'
import { preview } from '../../../api/request-preview'
import { useQuery } from '../../../api/reads'
import { useWrite } from '../../../api/writes'
import type { WebhookSecret } from '../../../api/generated/types'
import { Button } from '../../../ui/Button'
import { CopyButton } from '../../../ui/CopyButton'
import { TextField } from '../../../ui/Field'
import { Modal } from '../../../ui/Modal'
import { ModalForm } from '../../../ui/ModalForm'
import type { Column } from '../../../ui/Table'
import { useFormState } from '../../../ui/use-form'
import { formatDateTime } from '../../../util/time'
import { generateSecret, secretDefaults, validateSecret } from './subscriptions'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'
import { ArrayTable } from '../../common/list/ArrayTable'
import { HeadedSection } from '../../../ui/HeadedSection'

const LAST_SECRET = 'A receiver needs at least one secret; add another first'

const columns: Column<WebhookSecret>[] = [
  { header: 'Secret ID', cell: (s) => <code>{s.id}</code>, sortValue: (s) => s.id },
  { header: 'Created', cell: (s) => formatDateTime(s.timeCreated) },
]

/**
 * Signing secrets: listed by ID only (the server never returns a value). A new one is shown
 * once, right after it is added, so the operator can configure the endpoint with it.
 */
export function SecretsSection({ receiver }: { receiver: string }) {
  const list = useQuery('webhookSecretsList', { query: { receiver } })
  const [adding, setAdding] = useState(false)
  const [shown, setShown] = useState<string | null>(null)
  const confirm = useConfirmedWrite()
  const secrets = list.data?.secrets ?? []
  const deleteParams = (s: WebhookSecret) => ({ path: { secretId: s.id } })
  const remove = (s: WebhookSecret) =>
    confirm.confirmDelete({
      kind: 'secret',
      name: s.id,
      extra: 'Payloads are no longer signed with it.',
      method: 'webhookSecretsDelete',
      params: deleteParams(s),
      success: 'Secret deleted',
    })
  // Delete lives in the row menu, like every other list's, beside its request as CLI / API
  const actions = (s: WebhookSecret) => [
    {
      label: 'Delete',
      danger: true,
      disabled: secrets.length <= 1 && LAST_SECRET,
      onSelect: () => remove(s),
      request: preview('webhookSecretsDelete', deleteParams(s)),
    },
  ]
  return (
    <HeadedSection
      heading="Secrets"
      action={
        <Button write onClick={() => setAdding(true)}>
          Add secret
        </Button>
      }
    >
      <ArrayTable<WebhookSecret>
        label="Secrets"
        scope="secrets"
        columns={columns}
        rows={list.data?.secrets}
        error={list.error}
        retry={() => void list.mutate()}
        validating={list.isValidating}
        rowName={(s) => `Secret ${s.id}`}
        rowActions={actions}
        empty="No secrets"
      />
      {adding && (
        <AddSecretModal
          receiver={receiver}
          onClose={() => setAdding(false)}
          onAdded={(value) => {
            setAdding(false)
            setShown(value)
          }}
        />
      )}
      {shown && (
        <Modal open onClose={() => setShown(null)} title="Secret added">
          <p>This is the only time the secret is shown. Configure the endpoint with it now.</p>
          <p>
            <code aria-label="New secret value" style={{ overflowWrap: 'anywhere' }}>
              {shown}
            </code>{' '}
            <CopyButton text={shown} label="Copy secret" />
          </p>
          <div className="form-actions">
            <Button variant="primary" onClick={() => setShown(null)}>
              Done
            </Button>
          </div>
        </Modal>
      )}
    </HeadedSection>
  )
}

function AddSecretModal({
  receiver,
  onClose,
  onAdded,
}: {
  receiver: string
  onClose: () => void
  onAdded: (value: string) => void
}) {
  const add = useWrite('webhookSecretsAdd', (secret: string) => ({ query: { receiver }, body: { secret } }), {
    onSuccess: (_, secret) => onAdded(secret),
  })
  // Its one field is a secret (declared with the receiver's fields, ./subscriptions.ts): a draft never keeps it.
  const form = useFormState({
    initial: () => ({ ...secretDefaults, secret: generateSecret() }),
    validate: (v) => ({ secret: validateSecret(v.secret) }),
    sent: (v) => v.secret,
    onSubmit: (secret) => add.written(secret),
    request: add.request,
  })
  return (
    <ModalForm
      title="Add secret"
      form={form}
      write={add}
      submitLabel="Add secret"
      extra={<Button onClick={() => form.set('secret')(generateSecret())}>Generate another</Button>}
      onClose={onClose}
      holdWhilePending
    >
      <TextField
        label="Secret value"
        required
        {...form.field('secret')}
        autoComplete="off"
        spellCheck={false}
        hint="A random value is filled in; you may paste your own."
      />
    </ModalForm>
  )
}
