import { useApiQuery } from '../../../api/hooks'
import type { SupportBundleInfo } from '../../../api/generated/types'
import { Button } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import { Spinner } from '../../../ui/Spinner'
import { Table, type Column } from '../../../ui/Table'
import { bundleCan, bundleDisabledReason } from '../../../api/rules/support-bundles'
import { parseIndex } from './bundle-files'
import { useBundleDownload } from './use-download'
import { ErrorBox } from '../../../ui/ErrorBox'

/** The bundle's file index, each file downloadable on its own. */
export function BundleFiles({ bundle }: { bundle: SupportBundleInfo }) {
  const ready = bundleCan('download', bundle)
  const index = useApiQuery('supportBundleIndex', { path: { bundleId: bundle.id } }, { enabled: ready })
  const { download, busy } = useBundleDownload()
  const files = parseIndex(index.data)
  const columns: Column<string>[] = [
    { header: 'File', cell: (f) => <code>{f}</code> },
    {
      header: 'Download',
      cell: (f) => (
        <Button
          size="sm"
          loading={busy === f}
          aria-label={`Download ${f}`}
          onClick={() => download({ bundleId: bundle.id, file: f }, f.split('/').pop() || f)}
        >
          Download
        </Button>
      ),
    },
  ]
  let body
  if (!ready) body = <EmptyState title="No files yet" body={bundleDisabledReason('download', bundle)} />
  else if (index.error) body = <ErrorBox>{index.error.message}</ErrorBox>
  else if (!index.data) body = <Spinner label="Loading files" />
  else if (files.length === 0) body = <EmptyState title="No files" body="The bundle's index is empty." />
  else body = <Table label="Bundle files" columns={columns} rows={files} rowKey={(f) => f} />
  return (
    <section aria-labelledby="files-heading">
      <h2 id="files-heading">Files</h2>
      {body}
    </section>
  )
}
