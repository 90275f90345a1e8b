/**
 * The silo's running instances in a handful of requests, for a user who can read the fleet
 *. Nexus lists what runs on each sled (sled_instance_list: every instance with a live
 * VMM, any silo, with its project's and silo's names; fleet viewers only), so the sleds' lists
 * name every running instance of the silo after 1 + (number of sleds) requests, where the
 * per-project crawl needs one request per project. A stopped instance has no VMM and is on no
 * sled: it is still found only by the crawl, which this does not replace.
 *
 * Callers must only ask this of a user with fleet read (CurrentUser.fleetViewer): anyone else
 * gets 403 for every request, and the console never asks what it knows it may not read.
 */
import { fetchAllPages } from '../all-items'
import type { Sled, SledInstance } from '../generated/types'
import type { Call } from './kinds'

/** An instance and where it runs (the sled: kept since the palette answers "which sled runs db1"). */
export type RunningInstance = [name: string, id: string, project: string, sledId?: string, sledSerial?: string]
export type RunningList = { items: RunningInstance[]; readAt: number; partial: boolean }

/**
 * Sleds whose lists are read at once: a rack has up to 32. The indexer's crawl keeps to one request
 * meanwhile, so these and the project list fit the browser's six connections to the host.
 */
const SLED_CONCURRENCY = 4

type Fetch = NonNullable<Parameters<typeof fetchAllPages>[2]>['call']

/** Every instance running on a sled in the silo named `silo`; `partial` when a list could not be read whole. */
export async function readRunningInstances(call: Call, silo: string): Promise<{ items: RunningInstance[]; partial: boolean }> {
  const asFetch = call as unknown as Fetch
  const sleds = await fetchAllPages('sledList', {}, { call: asFetch })
  let partial = !sleds.complete
  const items: RunningInstance[] = []
  const keep = (rows: SledInstance[], sled: Sled) => {
    for (const r of rows) if (r.siloName === silo) items.push([r.name, r.id, r.projectName, sled.id, sled.baseboard.serial])
  }
  let next = 0
  const worker = async () => {
    while (next < sleds.items.length) {
      const sled = sleds.items[next++]
      try {
        const r = await fetchAllPages('sledInstanceList', { path: { sledId: sled.id } }, { call: asFetch })
        keep(r.items, sled)
        if (!r.complete) partial = true
      } catch {
        // one sled's list failing leaves the others; its instances are still found by the crawl
        partial = true
      }
    }
  }
  await Promise.all(Array.from({ length: SLED_CONCURRENCY }, worker))
  return { items, partial }
}
