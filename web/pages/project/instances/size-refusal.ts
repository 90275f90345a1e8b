import type { FieldRefusal } from '../../../ui/use-form'
import { CUSTOM } from './create-values'

/** The fields a custom size is typed in, shown only while Custom is the size picked. */
const CUSTOM_SIZE_FIELDS: readonly string[] = ['customCpus', 'customMemoryGiB']

/**
 * A refusal about the size (a quota limit), on the control the person saw as they sent: the
 * custom CPU and memory fields when the size sent was Custom, the Size picker when it was a preset
 * (the custom fields are hidden then, and a message on a hidden field takes no one anywhere).
 */
export function onVisibleSizeField(refusal: FieldRefusal | undefined, sentSizing: string | undefined) {
  if (!refusal || sentSizing === undefined || sentSizing === CUSTOM) return refusal
  return { ...refusal, fields: refusal.fields.filter((f) => !CUSTOM_SIZE_FIELDS.includes(f)) }
}
