/*
 * The BGP page's create forms (a configuration, an announce set), shaped like the UI, with their
 * checks and the bodies they send (nexus.json BgpConfigCreate, BgpAnnounceSetCreate). Pure, so the
 * forms and the tests share them.
 */
import { requiredMessage, validateName } from '../../../util/validate'
import { NETWORKS_REQUIRED, parseNetworks, validateAsn } from './validate'

export type BgpConfigValues = { name: string; description: string; asn: string; vrf: string; announceSet: string }
export const bgpConfigDefaults: BgpConfigValues = { name: '', description: '', asn: '', vrf: '', announceSet: '' }

export const validateBgpConfig = (v: BgpConfigValues) => ({
  name: validateName(v.name.trim()),
  asn: validateAsn(v.asn),
  vrf: v.vrf.trim() ? validateName(v.vrf.trim(), 'VRF', false) : undefined,
  announceSet: v.announceSet ? undefined : requiredMessage('Announce set'),
})

/** An empty VRF is sent as null (the default VRF). */
export const bgpConfigBody = (v: BgpConfigValues) => ({
  name: v.name.trim(),
  description: v.description,
  asn: Number(v.asn.trim()),
  vrf: v.vrf.trim() || null,
  bgpAnnounceSetId: v.announceSet,
})

/** `lot` is the address lot every announced network's block comes from; `networks` one per line. */
export type AnnounceSetValues = { name: string; description: string; lot: string; networks: string }
export const announceSetDefaults: AnnounceSetValues = { name: '', description: '', lot: '', networks: '' }

export function validateAnnounceSet(v: AnnounceSetValues) {
  const parsed = parseNetworks(v.networks)
  return {
    name: validateName(v.name.trim()),
    lot: v.lot ? undefined : requiredMessage('Address lot'),
    networks: parsed.errors.length
      ? parsed.errors.join('; ')
      : parsed.networks.length === 0
        ? NETWORKS_REQUIRED
        : undefined,
  }
}

export const announceSetBody = (v: AnnounceSetValues) => ({
  name: v.name.trim(),
  description: v.description,
  announcement: parseNetworks(v.networks).networks.map((network) => ({ network, addressLotBlock: v.lot })),
})
