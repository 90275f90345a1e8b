/** The pieces of scripts/merge-initial.ts that read and rewrite esbuild's chunks. */
import type { Metafile } from 'esbuild'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  hash8,
  leadingImports,
  renamed,
  rewriteChunk,
  chunkImports,
  shiftMapOneLine,
  staticClosure,
  substituteNames,
} from '../../scripts/merge-initial.ts'

const test = suite('merge-initial')

const chunk =
  'import{a as b,c}from"/assets/chunk-AAAAAAAA.js";import"/assets/chunk-BBBBBBBB.js";' +
  'import{d as e}from"/assets/chunk-CCCCCCCC.js";var x=b(c,e);import("/assets/Page-DDDDDDDD.js");export{x as a};'

test('leadingImports reads the import statements esbuild writes at the top, and stops at code', () => {
  const imports = leadingImports(chunk)
  assert.equal(
    imports.map((i) => [i.from, i.bindings]),
    [
      [
        '/assets/chunk-AAAAAAAA.js',
        [
          ['a', 'b'],
          ['c', 'c'],
        ],
      ],
      ['/assets/chunk-BBBBBBBB.js', []],
      ['/assets/chunk-CCCCCCCC.js', [['d', 'e']]],
    ],
  )
  assert.is(chunk.slice(imports[2].end, imports[2].end + 5), 'var x')
  assert.equal(leadingImports('var a=1;import"/assets/x.js";'), [])
})

test('rewriteChunk: imports from merged chunks become one first line from the entry; columns do not move', () => {
  const initial = new Set(['/assets/chunk-AAAAAAAA.js', '/assets/chunk-BBBBBBBB.js'])
  const names = (c: string, b: string) => `$${c.slice(14, 15)}${b}`
  const { code, addedLine } = rewriteChunk(chunk, initial, '/assets/main-MMMMMMMM.js', names)
  assert.ok(addedLine)
  const [first, rest] = code.split('\n')
  assert.is(first, 'import{$Aa as b,$Ac as c}from"/assets/main-MMMMMMMM.js";')
  assert.is(rest.length, chunk.length, 'the original line keeps its length')
  assert.is(rest.indexOf('var x'), chunk.indexOf('var x'))
  assert.match(rest, /^ +import\{d as e\}from"\/assets\/chunk-CCCCCCCC\.js";var x/)
})

test('rewriteChunk leaves a chunk that imports nothing merged as it is, and a side-effect import needs no binding', () => {
  const other = 'import{d as e}from"/assets/chunk-CCCCCCCC.js";e();'
  assert.equal(
    rewriteChunk(other, new Set(['/assets/chunk-AAAAAAAA.js']), '/assets/main-M.js', () => '$0'),
    {
      code: other,
      addedLine: false,
    },
  )
  const sideEffect = 'import"/assets/chunk-AAAAAAAA.js";f();'
  const { code } = rewriteChunk(sideEffect, new Set(['/assets/chunk-AAAAAAAA.js']), '/assets/main-M.js', () => '$0')
  assert.is(code.split('\n')[0], 'import"/assets/main-M.js";')
})

test('rewriteChunk refuses a reference to a merged chunk it cannot rewrite', () => {
  const odd = 'var y=1;import*as z from"/assets/chunk-AAAAAAAA.js";'
  assert.throws(
    () => rewriteChunk(odd, new Set(['/assets/chunk-AAAAAAAA.js']), '/assets/main-M.js', () => '$0'),
    /not a leading import/,
  )
})

test('names: eight base32 characters, renamed in place with the same length, only names the map knows', () => {
  const h = hash8('a', 'b')
  assert.match(h, /^[A-Z2-7]{8}$/)
  assert.is.not(h, hash8('a', 'c'))
  assert.is(hash8('a', 'b'), h, 'deterministic')
  assert.is(renamed('/assets/Page-DDDDDDDD.js', h), `/assets/Page-${h}.js`)
  assert.throws(() => renamed('/assets/page.js', h))
  const map = new Map([['/assets/Page-DDDDDDDD.js', '/assets/Page-EEEEEEEE.js']])
  const out = substituteNames(chunk, map)
  assert.is(out.length, chunk.length)
  assert.match(out, 'import("/assets/Page-EEEEEEEE.js")')
  assert.match(out, '"/assets/chunk-AAAAAAAA.js"')
})

test('shiftMapOneLine moves every mapping one generated line down', () => {
  const map = JSON.parse(shiftMapOneLine('{"version":3,"sources":["a.ts"],"mappings":"AAAA,CAAC"}'))
  assert.is(map.mappings, ';AAAA,CAAC')
  assert.equal(map.sources, ['a.ts'])
})

test('staticClosure: the chunks an entry imports statically, transitively, not its dynamic imports', () => {
  const out = (imports: Metafile['outputs'][string]['imports']) => ({ imports, exports: [], inputs: {}, bytes: 1 })
  const outputs: Metafile['outputs'] = {
    'dist/assets/main-M.js': out([
      { path: 'dist/assets/chunk-A.js', kind: 'import-statement' },
      { path: 'dist/assets/Page-P.js', kind: 'dynamic-import' },
    ]),
    'dist/assets/chunk-A.js': out([{ path: 'dist/assets/chunk-B.js', kind: 'import-statement' }]),
    'dist/assets/chunk-B.js': out([]),
    'dist/assets/Page-P.js': out([{ path: 'dist/assets/chunk-C.js', kind: 'import-statement' }]),
    'dist/assets/chunk-C.js': out([]),
  }
  assert.equal(staticClosure(outputs, 'dist/assets/main-M.js').sort(), [
    'dist/assets/chunk-A.js',
    'dist/assets/chunk-B.js',
  ])
})

test('a chunk rewritten twice (entry, then the shared group) keeps every line break and lists its imports', () => {
  const once = rewriteChunk(chunk, new Set(['/assets/chunk-AAAAAAAA.js']), '/assets/main-M.js', (_c, b) => `$${b}`)
  const twice = rewriteChunk(
    once.code,
    new Set(['/assets/chunk-CCCCCCCC.js']),
    '/assets/shared-S.js',
    (_c, b) => `$${b}`,
  )
  const lines = twice.code.split('\n')
  assert.is(lines.length, 3)
  assert.is(lines[0], 'import{$d as e}from"/assets/shared-S.js";')
  assert.is(lines[1], 'import{$a as b,$c as c}from"/assets/main-M.js";')
  assert.is(lines[2].indexOf('var x'), chunk.indexOf('var x'))
  assert.equal(chunkImports(twice.code), [
    { url: '/assets/shared-S.js', kind: 'import-statement' },
    { url: '/assets/main-M.js', kind: 'import-statement' },
    { url: '/assets/chunk-BBBBBBBB.js', kind: 'import-statement' },
    { url: '/assets/Page-DDDDDDDD.js', kind: 'dynamic-import' },
  ])
  assert.is(JSON.parse(shiftMapOneLine('{"mappings":"AAAA"}', 2)).mappings, ';;AAAA')
})

test.run()
