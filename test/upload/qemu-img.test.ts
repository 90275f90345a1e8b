/**
 * qcow2 files written by qemu-img itself (Debian's qemu-utils, which .ci/run installs where it
 * can), beside the files of our own writer (test-support/qcow2-writer.ts) that the other tests
 * use: each layout option converts byte for byte, and what cannot be converted on the fly is
 * refused with the reason. Skipped, and said so, where qemu-img is missing.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fakeDisk } from '../../test-support/fake-disk'
import { makeRaw, sha256 } from '../../test-support/images'
import { probe } from '../../web/upload/decode'
import { FormatError } from '../../web/upload/formats'
import { runPipeline } from '../../web/upload/pipeline'

const hasQemuImg = (() => {
  try {
    execFileSync('qemu-img', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()
if (!hasQemuImg) console.log('qemu-img is not installed (Debian qemu-utils): the qemu-img qcow2 tests are skipped')
const run = hasQemuImg ? test : test.skip

const raw = makeRaw(5 * 1024 * 1024 + 3 * 4096)

/** `qemu-img convert` of the raw image with `args`, as a Blob. */
function convert(args: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'qemu-img-'))
  try {
    writeFileSync(join(dir, 'in.raw'), raw)
    execFileSync(
      'qemu-img',
      ['convert', '-f', 'raw', '-O', 'qcow2', ...args, join(dir, 'in.raw'), join(dir, 'out.qcow2')],
      {
        stdio: 'ignore',
      },
    )
    return new Blob([readFileSync(join(dir, 'out.qcow2'))])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

run('qcow2 written by qemu-img in each layout converts byte for byte', async () => {
  for (const opts of [
    [],
    ['-o', 'compat=0.10'],
    ['-o', 'cluster_size=512'],
    ['-o', 'cluster_size=4096'],
    ['-o', 'cluster_size=2M'],
    ['-o', 'preallocation=metadata'],
    ['-o', 'lazy_refcounts=on,refcount_bits=1'],
  ]) {
    const file = convert(opts)
    const p = await probe(file)
    assert.is(p.container, 'qcow2')
    assert.is(p.contentSize, raw.length)
    const disk = fakeDisk(Math.ceil(raw.length / 4096) * 4096)
    const r = await runPipeline({ file, format: p, contentSize: p.contentSize, blockSize: 512, write: disk.write })
    assert.ok(Buffer.from(disk.bytes.subarray(0, raw.length)).equals(Buffer.from(raw)), opts.join(' ') || 'defaults')
    assert.is(r.sha256, sha256(raw))
  }
})

run('qcow2 that cannot be converted on the fly is refused by the probe with the reason', async () => {
  for (const [opts, reason] of [
    [['-c'], 'has compressed clusters'],
    [['-c', '-o', 'compression_type=zstd'], 'has compressed clusters'],
    [['-o', 'extended_l2=on,cluster_size=128k'], 'extended L2 entries'],
  ] as const) {
    await probe(convert([...opts])).then(
      () => assert.unreachable(`${opts.join(' ')} was accepted`),
      (e: Error) => {
        assert.instance(e, FormatError)
        assert.match(e.message, reason)
      },
    )
  }
})

test.run()
