import { deleteSearchDb } from './idb-store'
import { forgetRecentProjects } from './recent'

/**
 * What search keeps in the browser goes at sign-out: the silo index in IndexedDB and
 * the recently visited projects. Awaited before leaving the page, at most a second.
 */
export async function clearSearchData() {
  forgetRecentProjects()
  await deleteSearchDb()
}
