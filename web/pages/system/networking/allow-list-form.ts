/*
 * The allow list page's two forms (the allowed source IPs, enabling a BFD session), shaped like the
 * UI, with their checks and the bodies they send (nexus.json AllowListUpdate, BfdSessionEnable).
 * Pure, so the forms and the tests share them.
 */
import type { AllowedSourceIps, BfdMode, BfdSessionEnable, SwitchSlot } from '../../../api/generated/types'
import { validateIp } from '../../../util/ip'
import { requiredMessage } from '../../../util/validate'
import { NETWORKS_REQUIRED, parseNetworks } from './validate'

/**
 * `text`: one network per line, used when `allow` is 'list'. No key is shared with BfdValues: both
 * forms sit at one URL, so a draft kept for one (useFormDraft) must not fill the other.
 */
export type AllowListValues = { allow: 'any' | 'list'; text: string }

/** The form starts from what the server holds. */
export const allowListValues = (allowed: AllowedSourceIps): AllowListValues => ({
  allow: allowed.allow,
  text: allowed.allow === 'list' ? allowed.ips.join('\n') : '',
})

export function validateAllowList(v: AllowListValues) {
  if (v.allow !== 'list') return { text: undefined }
  const parsed = parseNetworks(v.text)
  return {
    text: parsed.errors.length
      ? parsed.errors.join('; ')
      : parsed.networks.length === 0
        ? NETWORKS_REQUIRED
        : undefined,
  }
}

export const allowListBody = (v: AllowListValues): { allowedIps: AllowedSourceIps } => ({
  allowedIps: v.allow === 'any' ? { allow: 'any' } : { allow: 'list', ips: parseNetworks(v.text).networks },
})

export type BfdValues = {
  remote: string
  local: string
  switchSlot: SwitchSlot
  mode: BfdMode
  threshold: string
  requiredRx: string
}
export const bfdDefaults: BfdValues = {
  remote: '',
  local: '',
  switchSlot: 'switch0',
  mode: 'single_hop',
  threshold: '3',
  requiredRx: '300000',
}

export const THRESHOLD_INVALID = 'Must be a whole number from 1 to 255'
export const REQUIRED_RX_INVALID = 'Must be a whole number of microseconds'

export const validateBfd = (v: BfdValues) => ({
  remote: v.remote.trim() ? validateIp(v.remote.trim()) : requiredMessage('Remote address'),
  local: v.local.trim() ? validateIp(v.local.trim()) : undefined,
  threshold:
    /^\d+$/.test(v.threshold.trim()) && Number(v.threshold) > 0 && Number(v.threshold) < 256
      ? undefined
      : THRESHOLD_INVALID,
  requiredRx: /^\d+$/.test(v.requiredRx.trim()) ? undefined : REQUIRED_RX_INVALID,
})

/** An empty local address is sent as null (the unspecified address). */
export const bfdBody = (v: BfdValues): BfdSessionEnable => ({
  remote: v.remote.trim(),
  local: v.local.trim() || null,
  switchSlot: v.switchSlot,
  mode: v.mode,
  detectionThreshold: Number(v.threshold),
  requiredRx: Number(v.requiredRx),
})
