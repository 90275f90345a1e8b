import { useEffect, useState } from 'react'
import { probeImage, type Probe } from '../../../api/image-upload'
import { fileFingerprint, resumePointsFor, type ResumePoint } from '../../../upload/resume'
import { useQuery } from '../../../api/reads'
import { diskCanResumeImport } from '../../../api/rules/disks'

export type FileProbe =
  { status: 'none' } | { status: 'probing' } | { status: 'ok'; probe: Probe } | { status: 'refused'; message: string }

/**
 * The picked file's format and disk size (or why it is refused), found by the upload worker
 * before anything is created; and an import of this same file into a disk of the project that
 * stopped and can be resumed.
 */
export function useFileProbe(file: File | null, project: string) {
  const [probe, setProbe] = useState<FileProbe>({ status: 'none' })
  useEffect(() => {
    if (!file) return setProbe({ status: 'none' })
    let live = true
    setProbe({ status: 'probing' })
    void probeImage(file).then(
      (r) => live && setProbe(r.ok ? { status: 'ok', probe: r.probe } : { status: 'refused', message: r.message }),
    )
    return () => {
      live = false
    }
  }, [file])
  const point: ResumePoint | undefined = file ? resumePointsFor(project, fileFingerprint(file))[0] : undefined
  const disk = useQuery('diskView', { path: { disk: point?.diskId ?? '-' } }, { enabled: !!point }).data
  const resume = point && disk && diskCanResumeImport(disk) ? point : undefined
  return { probe, resume }
}
