import { to } from '../../../../urls'

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

/** A kind's calls follow the API's names: systemIpPoolCreate, systemSubnetPoolView, ... */
const poolKind = <A extends 'IpPool' | 'SubnetPool'>(
  api: A,
  noun: PoolKind['noun'],
  pages: Pick<PoolKind, 'page' | 'list'>,
): PoolKind => ({
  noun,
  create: `system${api}Create`,
  view: `system${api}View`,
  update: `system${api}Update`,
  ...pages,
})

export const ipPoolKind = poolKind('IpPool', 'IP pool', { page: (pool) => to.ipPool({ pool }), list: to.ipPools })

export const subnetPoolKind = poolKind('SubnetPool', 'subnet pool', {
  page: (subnetPool) => to.subnetPool({ subnetPool }),
  list: to.subnetPools,
})

/** The noun at the start of a sentence: 'Subnet pool x created'. */
export const capitalNoun = (kind: PoolKind) => kind.noun[0].toUpperCase() + kind.noun.slice(1)
