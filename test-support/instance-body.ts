/**
 * The smallest instance create body the API takes (1 vCPU, 1 GiB, no NIC, no external IP, no disk): for setups that
 * make instances through the API (the search bench, its scale e2e, the sled-list mock test).
 */
export const bareInstanceBody = (name: string, start: boolean) => ({
  name,
  description: '',
  hostname: name,
  ncpus: 1,
  memory: 2 ** 30,
  network_interfaces: { type: 'none' },
  external_ips: [],
  disks: [],
  start,
})
