/**
 * Which sled runs which instance, for a fleet reader. Nexus's instance view does not name its sled;
 * each sled lists what runs on it (sled_instance_list), so one read of the sleds and one of each
 * sled's instances answer both "what runs on this sled" and "where does this instance run". The key
 * is the same as the rack fronts' (every page of every sled's list), so the pages share one read.
 */
import { useMemo } from 'react'
import type { Sled, SledInstance } from './generated/types'
import { useList } from './reads'

export type SledsWithInstances = {
  /** Each sled with the instances read from its list, in the sleds' order; undefined while loading. */
  sleds?: { sled: Sled; instances: SledInstance[]; complete: boolean }[]
  /** What failed: the sleds themselves, or (the sleds read) what runs on them. */
  error?: { message: string; of: 'sleds' | 'instances' }
  /** Reads again what failed (the sleds, or their instance lists); what was read stays shown meanwhile. */
  retry: () => void
}

/** Every sled and what runs on it; `enabled: false` for a user who may not read the fleet (no request is sent). */
export function useSledsWithInstances(enabled: boolean): SledsWithInstances {
  const sleds = useList('sledList', { query: {} }, { enabled })
  const lists = useList(
    'sledInstanceList',
    enabled && sleds.data ? sleds.items.map((s) => ({ path: { sledId: s.id }, query: {} })) : undefined,
  )
  const error = sleds.error ?? lists.error
  const sledsFailed = Boolean(sleds.error)
  const items = sleds.data && sleds.items
  const { mutate: readSleds } = sleds
  const { mutate: readLists } = lists
  // one answer object per read, so a page's columns built from it stay the same between renders
  return useMemo(() => {
    // both: the instance lists are asked only once the sleds have answered, and sleds that answer the
    // same again leave the instance lists' key, and so a failure of theirs, as it was
    const retry = () => {
      void readSleds()
      void readLists()
    }
    if (error) return { error: { message: error.message, of: sledsFailed ? ('sleds' as const) : ('instances' as const) }, retry }
    if (!items || !lists.data) return { retry }
    const read = lists.data
    return {
      sleds: items.map((sled, i) => ({ sled, instances: read[i]?.items ?? [], complete: read[i]?.complete ?? false })),
      retry,
    }
  }, [error, sledsFailed, items, lists.data, readSleds, readLists])
}

/**
 * The sled an instance runs on: its Sled, null when no sled lists it (a stopped instance has no
 * VMM), undefined while loading or when the sleds could not be read (`all.error` tells them apart).
 */
export function sledOfInstance(all: SledsWithInstances, instanceId: string): Sled | null | undefined {
  if (!all.sleds) return undefined
  return all.sleds.find((s) => s.instances.some((i) => i.id === instanceId))?.sled ?? null
}
