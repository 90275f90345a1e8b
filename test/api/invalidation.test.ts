import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { ApiMethod } from '../../web/api/client'
import { familiesOf, invalidates, RELATED, touchedBy, underDeleted } from '../../web/api/invalidation'
import { routes } from '../../web/api/generated/routes'

/**
 * The lists pages typed by hand before the one policy: each write
 * must still reach every query its page refreshed, or a screen would go stale.
 */
const handTyped: Partial<Record<ApiMethod, ApiMethod[]>> = {
  alertDeliveryResend: ['alertDeliveryList'],
  alertReceiverDelete: ['alertReceiverList'],
  alertReceiverProbe: ['alertDeliveryList'],
  alertReceiverSubscriptionAdd: ['alertReceiverList', 'alertReceiverView'],
  alertReceiverSubscriptionRemove: ['alertReceiverList', 'alertReceiverView'],
  authSettingsUpdate: ['authSettingsView'],
  certificateCreate: ['certificateList'],
  certificateDelete: ['certificateList'],
  currentUserAccessTokenDelete: ['currentUserAccessTokenList'],
  currentUserSshKeyCreate: ['currentUserSshKeyList'],
  currentUserSshKeyDelete: ['currentUserSshKeyList'],
  diskCreate: ['diskList'],
  diskDelete: ['diskList', 'instanceDiskList'],
  floatingIpAttach: ['floatingIpList', 'floatingIpView', 'instanceExternalIpList'],
  floatingIpDelete: ['floatingIpList', 'floatingIpView', 'instanceExternalIpList'],
  floatingIpDetach: ['floatingIpList', 'floatingIpView', 'instanceExternalIpList'],
  imageDelete: ['imageList'],
  imagePromote: ['imageList', 'imageView'],
  instanceCreate: ['diskList', 'instanceDiskList', 'instanceList', 'instanceView'],
  instanceDiskAttach: ['diskList', 'instanceDiskList', 'instanceList', 'instanceView'],
  instanceDiskDetach: ['diskList', 'instanceDiskList', 'instanceList', 'instanceView'],
  instanceEphemeralIpAttach: ['instanceExternalIpList'],
  instanceEphemeralIpDetach: ['instanceExternalIpList'],
  instanceNetworkInterfaceCreate: ['instanceNetworkInterfaceList'],
  instanceNetworkInterfaceDelete: ['instanceNetworkInterfaceList'],
  instanceNetworkInterfaceUpdate: ['instanceNetworkInterfaceList'],
  instanceUpdate: ['diskList', 'instanceDiskList', 'instanceList', 'instanceView'],
  internetGatewayDelete: ['internetGatewayList'],
  internetGatewayIpAddressDelete: ['internetGatewayIpAddressList'],
  internetGatewayIpPoolDelete: ['internetGatewayIpPoolList'],
  localIdpUserCreate: ['siloUserList'],
  localIdpUserDelete: ['siloUserList'],
  networkingAddressLotCreate: ['networkingAddressLotList'],
  networkingAddressLotDelete: ['networkingAddressLotList'],
  networkingAllowListUpdate: ['networkingAllowListView'],
  networkingBfdDisable: ['networkingBfdStatus'],
  networkingBfdEnable: ['networkingBfdStatus'],
  networkingBgpAnnounceSetDelete: ['networkingBgpAnnounceSetList'],
  networkingBgpAnnounceSetUpdate: ['networkingBgpAnnounceSetList', 'networkingBgpAnnouncementList'],
  networkingBgpConfigCreate: ['networkingBgpConfigList'],
  networkingBgpConfigDelete: ['networkingBgpConfigList'],
  networkingInboundIcmpUpdate: ['networkingInboundIcmpView'],
  networkingLoopbackAddressCreate: ['networkingLoopbackAddressList'],
  networkingLoopbackAddressDelete: ['networkingLoopbackAddressList'],
  networkingSwitchPortApplySettings: ['networkingSwitchPortList', 'networkingSwitchPortStatus'],
  networkingSwitchPortClearSettings: ['networkingSwitchPortList', 'networkingSwitchPortStatus'],
  networkingSwitchPortLldpConfigUpdate: ['networkingSwitchPortLldpConfigView'],
  networkingSwitchPortSettingsCreate: ['networkingSwitchPortSettingsList'],
  networkingSwitchPortSettingsDelete: ['networkingSwitchPortSettingsList'],
  policyUpdate: ['currentUserView', 'policyView', 'projectPolicyView'],
  probeDelete: ['probeList'],
  projectDelete: ['projectList'],
  projectPolicyUpdate: ['projectPolicyView'],
  rackMembershipAbort: [],
  samlIdentityProviderCreate: ['siloIdentityProviderList'],
  scimTokenCreate: ['scimTokenList'],
  scimTokenDelete: ['scimTokenList'],
  siloCreate: ['siloList', 'siloUtilizationList'],
  siloDelete: ['siloList', 'siloUtilizationList', 'siloView'],
  siloQuotasUpdate: ['siloQuotasView', 'siloUtilizationList', 'siloUtilizationView', 'systemQuotasList'],
  sledSetProvisionPolicy: ['sledList', 'sledView'],
  snapshotCreate: ['snapshotList'],
  snapshotDelete: ['snapshotList'],
  supportBundleCreate: ['supportBundleList'],
  supportBundleDelete: ['supportBundleList'],
  supportBundleUpdate: ['supportBundleList', 'supportBundleView'],
  systemIpPoolCreate: ['systemIpPoolList'],
  systemIpPoolDelete: ['siloIpPoolList', 'systemIpPoolList'],
  systemIpPoolRangeAdd: ['systemIpPoolRangeList', 'systemIpPoolUtilizationView'],
  systemIpPoolRangeRemove: ['systemIpPoolRangeList', 'systemIpPoolUtilizationView'],
  systemIpPoolSiloLink: ['ipPoolList', 'siloIpPoolList', 'systemIpPoolSiloList'],
  systemIpPoolSiloUnlink: ['ipPoolList', 'siloIpPoolList', 'systemIpPoolSiloList'],
  systemIpPoolSiloUpdate: ['ipPoolList', 'siloIpPoolList', 'systemIpPoolSiloList'],
  systemIpPoolUpdate: ['siloIpPoolList', 'systemIpPoolList', 'systemIpPoolView'],
  systemPolicyUpdate: ['systemPolicyView'],
  systemUpdateTrustRootCreate: ['systemUpdateTrustRootList'],
  systemUpdateTrustRootDelete: ['systemUpdateTrustRootList'],
  targetReleaseUpdate: ['systemUpdateStatus'],
  userLogout: ['userSessionList', 'userTokenList'],
  vpcDelete: ['vpcList'],
  vpcRouterDelete: ['vpcRouterList', 'vpcSubnetList'],
  vpcRouterRouteDelete: ['vpcRouterRouteList'],
  vpcSubnetDelete: ['vpcSubnetList'],
  webhookReceiverCreate: ['alertReceiverList'],
  webhookReceiverUpdate: ['alertReceiverList'],
  webhookSecretsAdd: ['alertReceiverView', 'webhookSecretsList'],
  webhookSecretsDelete: ['alertReceiverView', 'webhookSecretsList'],
}

test('every query a page refreshed by hand is still reached by the policy', () => {
  for (const [write, queries] of Object.entries(handTyped) as [ApiMethod, ApiMethod[]][]) {
    for (const query of queries) assert.ok(invalidates(write, query), `${write} must revalidate ${query}`)
  }
})

test('families are the path collection segments, without /v1 and /system', () => {
  assert.equal(familiesOf('diskDelete'), ['disks'])
  assert.equal(familiesOf('instanceDiskAttach'), ['instances', 'disks', 'attach'])
  assert.equal(familiesOf('systemIpPoolRangeRemove'), ['ip-pools', 'ranges', 'remove'])
})

test('a write reaches its own list and view, and leaves unrelated families alone', () => {
  assert.ok(invalidates('projectDelete', 'projectList'))
  assert.ok(invalidates('projectDelete', 'projectView'))
  assert.not.ok(invalidates('projectDelete', 'certificateList'))
  assert.not.ok(invalidates('currentUserSshKeyDelete', 'diskList'))
})

test('RELATED only names families some operation has', () => {
  const known = new Set((Object.keys(routes) as ApiMethod[]).flatMap((m) => [...familiesOf(m)]))
  for (const [from, to] of Object.entries(RELATED)) {
    assert.ok(known.has(from), from)
    for (const f of to) assert.ok(known.has(f), `${from} -> ${f}`)
  }
  assert.ok(touchedBy('vpcRouterDelete').has('vpc-subnets'))
})

test('a list of writes reaches the union of what each reaches', () => {
  assert.ok(invalidates(['diskDelete', 'snapshotDelete'], 'snapshotList'))
  assert.ok(invalidates(['diskDelete', 'snapshotDelete'], 'diskList'))
})

test('a delete leaves reads under the deleted resource alone (they could only 404); its lists still refresh', () => {
  assert.ok(underDeleted('instanceDelete', 'instanceExternalIpList'))
  assert.not.ok(invalidates('instanceDelete', 'instanceExternalIpList'))
  assert.ok(invalidates('instanceDelete', 'instanceList'))
  assert.ok(invalidates('instanceDelete', 'instanceView'))
  assert.not.ok(underDeleted('instanceStop', 'instanceExternalIpList'))
  assert.ok(invalidates('instanceEphemeralIpDetach', 'instanceExternalIpList'))
  // another write in the same batch still reaches it
  assert.ok(invalidates(['instanceDelete', 'floatingIpAttach'], 'instanceExternalIpList'))
})

test.run()
