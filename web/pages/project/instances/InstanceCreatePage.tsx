import { useRef, useState } from 'react'
import { useLocation, useParams } from 'wouter'
import { allItemsStatus } from '../../../api/all-items'
import { useList } from '../../../api/reads'
import { useRouteQueries } from '../../../routing/route-data'
import type { CreateQueries } from './queries'
import { useWrite } from '../../../api/writes'
import { diskCan } from '../../../api/rules/disks'
import { snapshotUsableAsSource } from '../../../api/rules/snapshots'
import { to } from '../../../urls'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { CheckboxField, FileField, SelectField, TextAreaField, TextField } from '../../../ui/Field'
import { PageHeader } from '../../../ui/PageHeader'
import { FormErrors } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { createDefaults, policyOptions, type CreateValues } from './create-values'
import { createRequest, quotaShape } from './create-body'
import { USER_DATA_MAX_BYTES, USER_DATA_TOO_LONG, validateCreate } from './create-validate'
import { useAfterPaint } from '../../../ui/after-paint'
import { DisksSection } from './CreateDisks'
import { ExternalIpsSection, NetworkSection } from './CreateNetwork'
import { MulticastSection } from './CreateMulticast'
import { BootDiskSection, SizingSection, SshKeysSection } from './CreateSections'
import { DraftNotice } from '../../../ui/DraftNotice'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { firstMessage, useFormState } from '../../../ui/use-form'
import { useErrorFocus } from '../../../ui/error-focus'
import { ErrorSummary } from '../../../ui/ErrorSummary'
import { FormFooter } from '../../../ui/FormFooter'
import { serverFieldError } from '../../../api/error-fields'
import { onVisibleSizeField } from './size-refusal'
import { instanceCreateCost } from '../../../api/rules/capacity'
import { QuotaImpact } from '../../common/capacity/QuotaImpact'

const nouns: Record<string, string> = {
  projectImages: 'project images',
  siloImages: 'silo images',
  disks: 'disks',
  pools: 'IP pools',
  vpcs: 'VPCs',
  snapshots: 'snapshots',
  floatingIps: 'floating IPs',
  keys: 'SSH keys',
}

/** Full-page create form (the rules: screens instances-new). State lives here, so a failed submit keeps everything typed. */
export default function InstanceCreatePage() {
  const { project } = useParams<{ project: string }>()
  const [, navigate] = useLocation()

  // every item of each collection the pickers offer, not a first page (a project may hold thousands)
  const q = useRouteQueries<CreateQueries>()
  const loads = {
    projectImages: useList(...q.projectImages.all),
    siloImages: useList(...q.siloImages.all),
    disks: useList(...q.disks.all),
    pools: useList(...q.pools.all),
    vpcs: useList(...q.vpcs.all),
    snapshots: useList(...q.snapshots.all),
    floatingIps: useList(...q.floatingIps.all),
    keys: useList(...q.keys.all),
  }
  const projectImages = loads.projectImages.items
  const siloImages = loads.siloImages.items
  const detachedDisks = loads.disks.items.filter(diskCan.attach)
  const pools = loads.pools.items
  const vpcs = loads.vpcs.items
  const snapshots = loads.snapshots.items.filter((s) => snapshotUsableAsSource(s.state))
  const floatingIps = loads.floatingIps.data?.items
  const [fileError, setFileError] = useState<string>()
  const keys = loads.keys.data?.items

  const images = [...projectImages, ...siloImages]
  const imageOf = (id: string) => images.find((i) => i.id === id)
  // One random draw per form, so the generated boot disk name the preview shows is the one submitted.
  const [seed] = useState(Math.random)
  const random = () => seed
  const params = (v: CreateValues) =>
    createRequest(project, v, { image: imageOf(v.imageId), sshKeyIds: (keys ?? []).map((k) => k.id), random })
  const create = useWrite('instanceCreate', params, {
    onSuccess: (i) => {
      addToast({ content: `Instance ${i.name} created` })
      navigate(to.instance({ project, instance: i.name }))
    },
  })
  // the size of the last submit: a quota refusal shows on the size control it was chosen with
  const sentSizing = useRef<string | undefined>(undefined)
  const form = useFormState({
    initial: createDefaults,
    validate: (v) => validateCreate(v, { image: imageOf(v.imageId), random }),
    // settles with whether the instance was made: the draft is kept until then
    onSubmit: (v) => {
      if (create.pending) return Promise.resolve(false)
      sentSizing.current = v.sizing
      return create.written(v)
    },
    request: create.request,
    serverField: onVisibleSizeField(serverFieldError(create.error?.error), sentSizing.current),
  })
  const focus = useErrorFocus(create.pending, Boolean(create.error))
  const { values, shown } = form
  const set = (patch: Partial<CreateValues>) => form.setValues((v) => ({ ...v, ...patch }))
  const image = imageOf(values.imageId)
  const section = { values, set, errors: shown, field: form.field, setField: form.set }
  // what the request as it stands would take from the silo's quota (a half-typed size counts as none)
  const cost = instanceCreateCost(quotaShape(values, image))
  const restOfForm = useAfterPaint()

  return (
    <>
      <PageHeader docs="instances" title="Create instance" />
      <form
        ref={focus.ref}
        className="stack"
        style={{ maxWidth: '44rem' }}
        noValidate
        aria-label="Create instance"
        onSubmit={(e) => {
          e.preventDefault()
          form.submit()
          focus.afterSubmit()
        }}
      >
        <DraftNotice shown={form.draft.restored} onDiscard={form.draft.discard} />
        <ErrorSummary problems={focus.problems} />
        <FormErrors errors={create.error ? [create.error.message] : []} />
        {/* the pickers' collections still loading or cut short, so no picker hides that it lacks items */}
        {Object.entries(loads).map(([key, load]) => {
          const status = allItemsStatus(load, nouns[key])
          return (
            status && (
              <p key={key} className={load.isLoading ? 'muted' : 'notice-box'} role="status">
                {status}{' '}
                {!load.isLoading && (
                  <Button size="sm" onClick={() => void load.mutate()}>
                    Retry
                  </Button>
                )}
              </p>
            )
          )
        })}
        <section aria-labelledby="general-heading">
          <h2 id="general-heading">General</h2>
          <NameDescriptionFields form={form} />
          <TextField
            label="Hostname"
            {...form.field('hostname')}
            hint="Defaults to the instance name."
            autoComplete="off"
          />
        </section>
        <SizingSection {...section} />
        <BootDiskSection
          {...section}
          projectImages={projectImages}
          siloImages={siloImages}
          detachedDisks={detachedDisks}
          image={image}
        />
        {/* the first screen is the sections above; the rest follows the first paint (useAfterPaint) */}
        {restOfForm && (
          <>
            <DisksSection
              {...section}
              detachedDisks={detachedDisks}
              images={[...projectImages, ...siloImages]}
              snapshots={snapshots}
            />
            <NetworkSection {...section} project={project} vpcs={vpcs} />
            <ExternalIpsSection {...section} pools={pools} floatingIps={floatingIps} project={project} />
            <MulticastSection {...section} />
            <SshKeysSection {...section} keys={keys} />
            <section aria-labelledby="advanced-heading">
              <h2 id="advanced-heading">Advanced</h2>
              <TextAreaField
                label="User data"
                {...form.field('userData')}
                hint="For cloud-init and similar; at most 32 KiB. Sent base64-encoded."
                rows={5}
              />
              <FileField
                label="User data from a file"
                hint="Replaces the text above with the file's contents."
                error={fileError}
                onFile={(f) => {
                  setFileError(undefined)
                  if (!f) return
                  if (f.size > USER_DATA_MAX_BYTES) return setFileError(USER_DATA_TOO_LONG)
                  f.text().then(
                    (userData) => set({ userData }),
                    () => setFileError(`Could not read ${f.name}`),
                  )
                }}
              />
              <SelectField
                label="Auto-restart policy"
                value={values.autoRestartPolicy}
                onValue={(p) => set({ autoRestartPolicy: p as CreateValues['autoRestartPolicy'] })}
                options={policyOptions}
              />
              <CheckboxField label="Start on create" checked={values.start} onChecked={(start) => set({ start })} />
            </section>
            <QuotaImpact cost={cost} />
            <FormFooter
              error={create.error?.message ?? firstMessage(form.shown)}
              start={<CopyRequestButton title="Create instance: CLI / API" request={() => form.request?.()} />}
            >
              <Button
                onClick={() => {
                  // Cancel gives the draft up; leaving any other way keeps it
                  form.draft.discard()
                  navigate(to.instances({ project }))
                }}
              >
                Cancel
              </Button>
              <Button write type="submit" variant="primary" loading={create.pending}>
                Create instance
              </Button>
            </FormFooter>
          </>
        )}
      </form>
    </>
  )
}
