/*
 * The one-step image upload form's values and checks. The upload itself is
 * the import engine's (web/upload/image.ts), run by ./use-image-upload.ts.
 */
import { requiredMessage, validateName } from '../../../util/validate'

export type ImageUploadValues = { name: string; description: string; os: string; version: string; blockSize: string }
export const imageUploadDefaults: ImageUploadValues = {
  name: '',
  description: '',
  os: '',
  version: '',
  blockSize: '512',
}

export const FILE_REQUIRED = 'Image file is required'
export const FILE_EMPTY = 'The file is empty'

export function validateImageUpload(v: ImageUploadValues, file: { size: number } | null) {
  const errors = {
    name: validateName(v.name.trim()),
    os: v.os.trim() ? undefined : requiredMessage('OS'),
    version: v.version.trim() ? undefined : requiredMessage('Version'),
    file: !file ? FILE_REQUIRED : file.size === 0 ? FILE_EMPTY : undefined,
  }
  return { errors, ok: Object.values(errors).every((e) => !e) }
}
