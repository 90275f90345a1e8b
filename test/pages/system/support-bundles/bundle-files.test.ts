import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { parseIndex } from '../../../../web/pages/system/support-bundles/bundle-files'

const Index = suite('parseIndex')
Index('one file per line, blank lines and directories dropped', () => {
  assert.equal(parseIndex('bundle_id.txt\nrack/\nsled-1/dmesg.txt\n\n'), ['bundle_id.txt', 'sled-1/dmesg.txt'])
})
Index('a JSON array works too; anything else is empty', () => {
  assert.equal(parseIndex(['a.txt', 'b/']), ['a.txt'])
  assert.equal(parseIndex(undefined), [])
  assert.equal(parseIndex({ files: 1 }), [])
})
Index.run()
