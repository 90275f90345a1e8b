import { one } from '../../../api/queries'
import type { Params } from '../../../routing/types'

/** The firewall rules page (and the forms over it): up to 1,024 rules, whose download starts with the page's code, not after it. */
export const rulesLoad = (p: Params) => ({
  rules: one('vpcFirewallRulesView', { query: { project: p.project, vpc: p.vpc } }),
})
export type RulesQueries = ReturnType<typeof rulesLoad>
