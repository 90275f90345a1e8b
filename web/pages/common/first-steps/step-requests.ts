/*
 * Each first step's Copy as CLI / API: the request its form would send with a newcomer's usual choices, so someone
 * who prefers the CLI can take the step from there. A step that takes several requests says so instead.
 */
import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '../../../api/generated/types'
import { requestPreview } from '../../../api/request-preview'
import type { FirstStepId } from '../../../api/rules/first-steps'
import type { RequestSource } from '../../../ui/CopyRequest'
import { GiB } from '../../../util/format'
import type { FirstStepsData } from './use-first-steps'

const ruleUpdate = (r: VpcFirewallRule): VpcFirewallRuleUpdate => ({
  name: r.name,
  description: r.description,
  status: r.status,
  direction: r.direction,
  action: r.action,
  priority: r.priority,
  targets: r.targets,
  filters: r.filters,
})

/** The rule Nexus gives every new default VPC: TCP 22 in, from anywhere, to every instance of the VPC. */
const allowSsh: VpcFirewallRuleUpdate = {
  name: 'allow-ssh',
  description: 'allow inbound TCP connections on port 22 from anywhere',
  status: 'enabled',
  direction: 'inbound',
  action: 'allow',
  priority: 65534,
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { ports: ['22'], protocols: [{ type: 'tcp' }] },
}

const NAME = 'my-instance'
/** big enough for the image, in whole GiB, and never under 10 GiB */
const bootSize = (imageSize: number) => Math.max(10, Math.ceil(imageSize / GiB)) * GiB

export function stepRequest(id: FirstStepId, project: string | undefined, d: FirstStepsData): RequestSource {
  const query = { project: project ?? '' }
  switch (id) {
    case 'project':
      return () => requestPreview('projectCreate', { body: { name: 'my-project', description: '' } })
    case 'image':
      return () => 'An upload takes several requests: use oxide disk import'
    case 'sshKey':
      return () =>
        requestPreview('currentUserSshKeyCreate', {
          body: { name: 'my-key', description: '', publicKey: '<contents of ~/.ssh/id_ed25519.pub>' },
        })
    case 'sshRule':
      // the update replaces the VPC's whole rule set: every rule it has now, plus the SSH one (or it under a new name)
      return () =>
        project
          ? requestPreview('vpcFirewallRulesUpdate', {
              query: { ...query, vpc: 'default' },
              body: {
                rules: [
                  ...d.defaultVpcRules.map(ruleUpdate),
                  d.defaultVpcRules.some((r) => r.name === allowSsh.name)
                    ? { ...allowSsh, name: 'allow-ssh-in' }
                    : allowSsh,
                ],
              },
            })
          : 'Create a project first'
    case 'instance':
    case 'address': {
      const instance = d.instances[0]
      if (id === 'address' && instance)
        return () =>
          requestPreview('instanceEphemeralIpAttach', {
            path: { instance: instance.name },
            query,
            body: { poolSelector: { type: 'auto', ipVersion: 'v4' } },
          })
      const image = d.firstImage
      return () => {
        if (!project) return 'Create a project first'
        if (!image) return 'Needs an image to boot from first'
        return requestPreview('instanceCreate', {
          query,
          body: {
            name: NAME,
            description: '',
            hostname: NAME,
            ncpus: 2,
            memory: 8 * GiB,
            bootDisk: {
              type: 'create',
              name: `${NAME}-boot`,
              description: '',
              size: bootSize(image.size),
              diskBackend: { type: 'distributed', diskSource: { type: 'image', imageId: image.id } },
            },
            networkInterfaces: { type: 'default_ipv4' },
            externalIps: [{ type: 'ephemeral', poolSelector: { type: 'auto', ipVersion: 'v4' } }],
            sshPublicKeys: d.sshKeyIds,
            start: true,
          },
        })
      }
    }
  }
}
