import { pb } from '../../../../paths'

/*
 * IP pools and subnet pools are made and edited with the same fields (name, description, IP
 * version) through calls of the same shapes; a kind says which calls and pages are its own, so
 * one create and one edit form (PoolForms.tsx) serve both.
 */
export type PoolKind = {
  /** In titles, labels and toasts: 'Create IP pool', 'Subnet pool x updated'. */
  noun: 'IP pool' | 'subnet pool'
  create: 'systemIpPoolCreate' | 'systemSubnetPoolCreate'
  view: 'systemIpPoolView' | 'systemSubnetPoolView'
  update: 'systemIpPoolUpdate' | 'systemSubnetPoolUpdate'
  /** The pool's page, by name. */
  page: (name: string) => string
  list: () => string
}

export const ipPoolKind: PoolKind = {
  noun: 'IP pool',
  create: 'systemIpPoolCreate',
  view: 'systemIpPoolView',
  update: 'systemIpPoolUpdate',
  page: (pool) => pb.ipPool({ pool }),
  list: () => pb.ipPools(),
}

export const subnetPoolKind: PoolKind = {
  noun: 'subnet pool',
  create: 'systemSubnetPoolCreate',
  view: 'systemSubnetPoolView',
  update: 'systemSubnetPoolUpdate',
  page: (subnetPool) => pb.subnetPool({ subnetPool }),
  list: () => pb.subnetPools(),
}

/** The noun at the start of a sentence: 'Subnet pool x created'. */
export const capitalNoun = (kind: PoolKind) => kind.noun[0].toUpperCase() + kind.noun.slice(1)
