import { useQuery } from '../../../api/reads'
import type { SupportBundleInfo } from '../../../api/generated/types'
import { Button } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import type { Column } from '../../../ui/Table'
import { bundleCan, bundleDisabledReason } from '../../../api/rules/support-bundles'
import { parseIndex } from './bundle-files'
import { useBundleDownload } from './use-download'
import { ArrayTable } from '../../common/list/ArrayTable'
import { HeadedSection } from '../../../ui/HeadedSection'

type BundleFile = { file: string }

/** The bundle's file index, each file downloadable on its own. */
export function BundleFiles({ bundle }: { bundle: SupportBundleInfo }) {
  const ready = bundleCan('download', bundle)
  const index = useQuery('supportBundleIndex', { path: { bundleId: bundle.id } }, { enabled: ready })
  const { download, busy } = useBundleDownload()
  const files = index.data === undefined ? undefined : parseIndex(index.data).map((file) => ({ file }))
  const columns: Column<BundleFile>[] = [
    { header: 'File', cell: ({ file }) => <code>{file}</code> },
    {
      header: 'Download',
      cell: ({ file }) => (
        <Button
          size="sm"
          loading={busy === file}
          aria-label={`Download ${file}`}
          onClick={() => download({ bundleId: bundle.id, file }, file.split('/').pop() || file)}
        >
          Download
        </Button>
      ),
    },
  ]
  return (
    <HeadedSection heading="Files">
      {ready ? (
        <ArrayTable<BundleFile>
          label="Bundle files"
          columns={columns}
          rows={files}
          error={index.error}
          retry={() => void index.mutate()}
          validating={index.isValidating}
          rowKey={(f) => f.file}
          rowName={(f) => f.file}
          empty={<EmptyState title="No files" body="The bundle's index is empty." />}
        />
      ) : (
        <EmptyState title="No files yet" body={bundleDisabledReason('download', bundle)} />
      )}
    </HeadedSection>
  )
}
