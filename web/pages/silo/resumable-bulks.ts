/** The silo frame's bulk actions, rebuilt by kind when a job cut by a reload is retried (../common/bulk-kinds.ts). */
import { resumableBulk } from '../common/bulk/bulk-kinds'

resumableBulk('silo-images', async () => (await import('../common/images/bulk-actions')).siloImageBulk)
