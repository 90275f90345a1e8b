/**
 * GET/PUT /v1/system/networking/settings: the fleet-wide networking settings.
 * Fleet viewers read them and fleet admins change them (the adapter's /v1/system scope check). A
 * field left out of the update keeps its default (false), as the body's schema says.
 */
import type { Api, Snake } from '../wire'
import type { Handlers } from './ctx'

export const networkingSettingsHandlers: Handlers = {
  systemNetworkingSettingsView: (ctx) => ctx.db.networkingSettings,
  systemNetworkingSettingsUpdate(ctx) {
    const body = ctx.body as Snake<Api.SystemNetworkingSettingsUpdate>
    ctx.db.networkingSettings = {
      external_jumbo_frames_opt_in_enabled: body.external_jumbo_frames_opt_in_enabled ?? false,
    }
    return ctx.db.networkingSettings
  },
}
