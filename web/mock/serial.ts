/**
 * What an instance prints on its serial console: a Linux boot log named after
 * the instance, then a login prompt. Used by the history endpoint and replayed
 * by the live console.
 */
import type { Api, Snake } from './wire'

export function bootLog(inst: Pick<Snake<Api.Instance>, 'name' | 'hostname' | 'ncpus' | 'memory'>): string[] {
  const mem = Math.round(inst.memory / 1024)
  const t = (s: number) => `[${s.toFixed(6).padStart(12)}]`
  return [
    'OVMF (Oxide) 2024.08, booting from disk 0',
    'BdsDxe: loading Boot0001 "UEFI Disk" from PciRoot(0x0)/Pci(0x10,0x0)',
    'Booting `Ubuntu 24.04 LTS`',
    `${t(0)} Linux version 6.8.0-45-generic (buildd@lcy02-amd64-075) (gcc 13.2.0) #45-Ubuntu SMP PREEMPT_DYNAMIC`,
    `${t(0)} Command line: BOOT_IMAGE=/vmlinuz-6.8.0-45-generic root=LABEL=cloudimg-rootfs ro console=ttyS0`,
    `${t(0)} BIOS-provided physical RAM map:`,
    `${t(0)} BIOS-e820: [mem 0x0000000000000000-0x000000000009ffff] usable`,
    `${t(0)} DMI: Oxide OxVM, BIOS v0.8 10/01/2024`,
    `${t(0)} Hypervisor detected: Bhyve`,
    `${t(0.000004)} tsc: Detected 2595.124 MHz processor`,
    `${t(0.012345)} Memory: ${mem}K/${mem}K available`,
    `${t(0.045678)} smpboot: Allowing ${inst.ncpus} CPUs, 0 hotplug CPUs`,
    `${t(0.10101)} ACPI: Core revision 20230628`,
    `${t(0.21)} smp: Brought up 1 node, ${inst.ncpus} CPUs`,
    `${t(0.356201)} PCI: Using configuration type 1 for base access`,
    `${t(0.512345)} nvme nvme0: pci function 0000:00:10.0`,
    `${t(0.540002)} nvme nvme0: 1/0/0 default/read/poll queues`,
    `${t(0.551234)}  nvme0n1: p1 p14 p15`,
    `${t(0.612)} virtio_net virtio0 enp0s8: renamed from eth0`,
    `${t(0.734)} serial8250: ttyS0 at I/O 0x3f8 (irq = 4, base_baud = 115200) is a 16550A`,
    `${t(1.0023)} EXT4-fs (nvme0n1p1): mounted filesystem with ordered data mode`,
    `${t(1.45)} systemd[1]: systemd 255.4-1ubuntu8 running in system mode`,
    `${t(1.46)} systemd[1]: Detected virtualization bhyve.`,
    `${t(1.47)} systemd[1]: Hostname set to <${inst.hostname}>.`,
    `${t(1.9)} systemd[1]: Reached target Local File Systems.`,
    `${t(2.1)} systemd-networkd[512]: enp0s8: Gained carrier`,
    `${t(2.35)} cloud-init[601]: Cloud-init v. 24.2 running 'init' at ${new Date(0).toUTCString()}`,
    `${t(2.8)} cloud-init[601]: ci-info: +++++++++++++++Net device info+++++++++++++++`,
    `${t(3.1)} systemd[1]: Started ssh.service - OpenBSD Secure Shell server.`,
    `${t(3.4)} systemd[1]: Reached target Multi-User System.`,
    `${t(3.5)} systemd[1]: Startup finished in 1.410s (kernel) + 2.090s (userspace) = 3.500s.`,
    '',
    'Ubuntu 24.04 LTS ' + inst.hostname + ' ttyS0',
    '',
    `${inst.hostname} login: `,
  ]
}

/** The whole log as console bytes (CRLF line ends, as a terminal expects). */
export const bootBytes = (inst: Parameters<typeof bootLog>[0]) => new TextEncoder().encode(bootLog(inst).join('\r\n'))
