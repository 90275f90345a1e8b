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
  error?: { message: string }
}

/** Every sled and what runs on it; `enabled: false` for a user who may not read the fleet (no request is sent). */
export function useSledsWithInstances(enabled: boolean): SledsWithInstances {
  const sleds = useList('sledList', { query: {} }, { enabled })
  const lists = useList(
    'sledInstanceList',
    enabled && sleds.data ? sleds.items.map((s) => ({ path: { sledId: s.id }, query: {} })) : undefined,
  )
  const error = sleds.error ?? lists.error
  const items = sleds.data && sleds.items
  // one answer object per read, so a page's columns built from it stay the same between renders
  return useMemo(() => {
    if (error) return { error: { message: error.message } }
    if (!items || !lists.data) return {}
    const read = lists.data
    return {
      sleds: items.map((sled, i) => ({ sled, instances: read[i]?.items ?? [], complete: read[i]?.complete ?? false })),
    }
  }, [error, items, lists.data])
}

/**
 * The sled an instance runs on: its Sled, null when no sled lists it (a stopped instance has no
 * VMM), undefined while loading or when the sleds could not be read.
 */
export function sledOfInstance(all: SledsWithInstances, instanceId: string): Sled | null | undefined {
  if (!all.sleds) return undefined
  return all.sleds.find((s) => s.instances.some((i) => i.id === instanceId))?.sled ?? null
}
