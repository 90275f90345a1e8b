/**
 * One file for the first route (issue #20 point 3): after esbuild's split build, the entry and
 * every chunk it imports statically (the "initial" chunks, which index.html had to modulepreload)
 * become one file, and the lazy chunks import from it.
 *
 * Why: esbuild splits every set of modules shared by a different set of entry points (each lazy
 * page is one) into its own chunk and has no way to group them. The entry's static imports are
 * loaded before anything renders, whatever the route, so splitting them only costs requests: 24
 * files on an HTTP/1.1 connection pool of 6 took 130 ms at 1x and 350 ms at 4x CPU throttling
 * on loopback before the entry could run. One file loads the same bytes (fewer, in fact: brotli
 * does better on one file) in one request.
 *
 * How (after the split build, on its outputs):
 *  1. esbuild bundles the entry's output again, with the initial chunks it imports and no
 *     splitting; lazy chunks stay external (their dynamic imports are kept). A virtual entry
 *     re-exports, under short new names, every binding a lazy chunk imports from an initial chunk.
 *  2. Every lazy chunk's imports from initial chunks become one import from the merged entry.
 *     The old import statements are blanked with spaces and the new one goes on a line of its
 *     own at the top, so the source map only needs one line prepended (';').
 *  3. Names: the merged entry is named by a hash of its content and of the export table; each
 *     lazy chunk keeps its esbuild name stem with a hash of its esbuild name and the entry's hash.
 *     An esbuild name covers the chunk's content and the names of the chunks it imports, so a
 *     file whose name is unchanged has unchanged content (immutable caching stays right). The new
 *     hashes have the same length as esbuild's, so renaming a reference never moves code (source
 *     map columns stay right).
 */
import * as esbuild from 'esbuild'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** One `import{a as b,c}from"/assets/x.js";` or `import"/assets/x.js";` at the top of a chunk. */
export interface ImportStatement {
  /** `/assets/chunk-ABCDEFGH.js` */
  from: string
  /** [imported, local] pairs; empty for a side-effect import. */
  bindings: [string, string][]
  start: number
  end: number
}

const importRe = /import(?:\s*\{([^}]*)\}\s*from\s*)?\s*"([^"]+)";?/y

/**
 * The import statements esbuild puts at the very start of a minified chunk, in order. Anything
 * else (a namespace or default import) ends the list: the caller then finds a reference it did not
 * rewrite and fails the build (see rewriteChunk).
 */
export function leadingImports(code: string): ImportStatement[] {
  const out: ImportStatement[] = []
  let pos = 0
  for (;;) {
    importRe.lastIndex = pos
    const m = importRe.exec(code)
    if (!m) return out
    const bindings = (m[1] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((b): [string, string] => {
        const [imported, local] = b.split(/\s+as\s+/)
        return [imported, local ?? imported]
      })
    out.push({ from: m[2], bindings, start: pos, end: importRe.lastIndex })
    pos = importRe.lastIndex
  }
}

/** Eight characters of base32 (esbuild's alphabet and length), so a renamed file name keeps its length. */
export function hash8(...parts: string[]): string {
  const digest = createHash('sha256').update(parts.join('\0')).digest()
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let out = ''
  for (let i = 0; i < 8; i++) out += alphabet[digest[i] & 31]
  return out
}

/** `/assets/InstancesPage-4OFSDIZM.js` -> `/assets/InstancesPage-<hash>.js` */
export function renamed(url: string, hash: string): string {
  const m = /^(.*-)[A-Z0-9]{8}(\.js)$/.exec(url)
  if (!m) throw new Error(`merge-initial: ${url} has no 8-character hash to replace`)
  return m[1] + hash + m[2]
}

/** The initial chunks: the closure of the entry's static imports (metafile output paths). */
export function staticClosure(outputs: esbuild.Metafile['outputs'], entry: string): string[] {
  const seen = new Set<string>()
  const visit = (out: string) => {
    for (const imp of outputs[out]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !imp.external && !seen.has(imp.path)) {
        seen.add(imp.path)
        visit(imp.path)
      }
    }
  }
  visit(entry)
  return [...seen]
}

/** Replaces every `/assets/<name>.js` a map knows by its new name (same length: nothing moves). */
export function substituteNames(code: string, names: Map<string, string>): string {
  return code.replace(/\/assets\/[\w.-]+\.js\b/g, (url) => names.get(url) ?? url)
}

/**
 * A lazy chunk's imports from initial chunks, rewritten to one import from the merged entry:
 * the old statements become spaces, the new one a first line of its own. `exportName` gives the
 * merged entry's name for (initial chunk, binding). Returns the code and whether a line was added.
 */
export function rewriteChunk(
  code: string,
  initial: Set<string>,
  entryUrl: string,
  exportName: (chunk: string, binding: string) => string,
): { code: string; addedLine: boolean } {
  const bindings: string[] = []
  let blanked = code
  let touched = false
  for (const imp of leadingImports(code)) {
    if (!initial.has(imp.from)) continue
    touched = true
    for (const [imported, local] of imp.bindings) bindings.push(`${exportName(imp.from, imported)} as ${local}`)
    blanked = blanked.slice(0, imp.start) + ' '.repeat(imp.end - imp.start) + blanked.slice(imp.end)
  }
  for (const chunk of initial) {
    if (blanked.includes(`"${chunk}"`))
      throw new Error(`merge-initial: a reference to ${chunk} is not a leading import esbuild wrote; cannot merge`)
  }
  if (!touched) return { code, addedLine: false }
  // The entry has run before any lazy chunk loads, so a side-effect-only import needs nothing.
  const line = bindings.length ? `import{${bindings.join(',')}}from"${entryUrl}";` : `import"${entryUrl}";`
  return { code: line + '\n' + blanked, addedLine: true }
}

/** Source map of a chunk that got one line on top: every mapping moves down a line. */
export function shiftMapOneLine(mapJson: string): string {
  const map = JSON.parse(mapJson) as { mappings: string }
  map.mappings = ';' + map.mappings
  return JSON.stringify(map)
}

// ---------------------------------------------------------------------------

export interface MergeOptions {
  /** The build's root (metafile paths are relative to it). */
  root: string
  outdir: string
  /** esbuild's metafile of the split build; updated in place. */
  metafile: esbuild.Metafile
  /** The entry's output path in the metafile (`dist/assets/main-XXXXXXXX.js`). */
  entryOut: string
  target: esbuild.BuildOptions['target']
}

/** What changed, for the report and the tests. */
export interface MergeResult {
  entryOut: string
  merged: string[]
  renamed: Map<string, string>
}

/**
 * Merges the entry's initial chunks into it and points the lazy chunks at the result. Rewrites the
 * files in outdir and the metafile in place. Run before anything reads the outputs' names
 * (index.html, compression, manifest).
 */
export async function mergeInitialChunks(opts: MergeOptions): Promise<MergeResult> {
  const { root, outdir, metafile, entryOut } = opts
  const outputs = metafile.outputs
  const initialOuts = staticClosure(outputs, entryOut)
  if (!initialOuts.length) return { entryOut, merged: [], renamed: new Map() }
  const toUrl = (out: string) => '/' + out.slice(out.indexOf('assets/'))
  const toFile = (url: string) => join(outdir, url.slice(1))
  const initial = new Set(initialOuts.map(toUrl))
  const entryUrl = toUrl(entryOut)
  const lazyOuts = Object.keys(outputs).filter(
    (o) => o.endsWith('.js') && o !== entryOut && !initialOuts.includes(o) && o.includes('assets/'),
  )
  for (const o of [...initialOuts, ...lazyOuts]) {
    if ((outputs[o].imports ?? []).some((i) => toUrl(i.path) === entryUrl))
      throw new Error(`merge-initial: ${o} imports the entry itself; cannot merge`)
  }

  // 1. What lazy chunks import from initial chunks: the merged entry exports each under a new name.
  const wanted = new Map<string, Set<string>>()
  const lazyCode = new Map<string, string>()
  for (const o of lazyOuts) {
    const code = readFileSync(join(root, o), 'utf8')
    lazyCode.set(o, code)
    for (const imp of leadingImports(code)) {
      if (!initial.has(imp.from)) continue
      const set = wanted.get(imp.from) ?? new Set<string>()
      for (const [imported] of imp.bindings) set.add(imported)
      wanted.set(imp.from, set)
    }
  }
  const exportNames = new Map<string, string>()
  let n = 0
  for (const chunk of [...wanted.keys()].sort()) {
    for (const binding of [...wanted.get(chunk)!].sort())
      exportNames.set(`${chunk}\0${binding}`, `$${(n++).toString(36)}`)
  }
  const exportName = (chunk: string, binding: string) => exportNames.get(`${chunk}\0${binding}`)!

  // 2. The merged entry: esbuild again, initial chunks bundled, everything else external.
  const placeholder = renamed(entryUrl, '________'.replace(/_/g, 'Q'))
  const own = outputs[entryOut].exports ?? []
  for (const name of exportNames.values())
    if (own.includes(name)) throw new Error(`merge-initial: the entry already exports ${name}`)
  const entrySource = [
    // the entry's own exports stay (and keep its code from being dropped as unused)
    `export * from ${JSON.stringify(entryUrl)}`,
    ...[...wanted].map(
      ([chunk, names]) =>
        `export {${[...names].map((b) => `${b} as ${exportName(chunk, b)}`).join(', ')}} from ${JSON.stringify(chunk)}`,
    ),
  ].join('\n')
  const result = await esbuild.build({
    stdin: { contents: entrySource, resolveDir: outdir, sourcefile: 'merge-initial-entry.js', loader: 'js' },
    outfile: toFile(placeholder),
    bundle: true,
    splitting: false,
    format: 'esm',
    target: opts.target,
    platform: 'browser',
    minify: true,
    sourcemap: 'linked',
    charset: 'utf8',
    // The pass-1 files keep their licence comments' pointers to their .LEGAL.txt files (kept).
    legalComments: 'eof',
    write: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'split-outputs',
        setup(build) {
          build.onResolve({ filter: /^\/assets\// }, (a) =>
            a.path === entryUrl || initial.has(a.path) ? { path: toFile(a.path) } : { path: a.path, external: true },
          )
          // Inline each file's source map so esbuild chains it (its linked URL is a URL path, not a file path).
          build.onLoad({ filter: /\.js$/ }, (a) => {
            const code = readFileSync(a.path, 'utf8')
            const mapFile = a.path + '.map'
            if (!existsSync(mapFile)) return { contents: code, loader: 'js' }
            const inline = Buffer.from(readFileSync(mapFile)).toString('base64')
            return {
              contents:
                code.replace(/\/\/# sourceMappingURL=\S+\s*$/, '') +
                `\n//# sourceMappingURL=data:application/json;base64,${inline}\n`,
              loader: 'js',
            }
          })
        },
      },
    ],
  })
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!
  const map = result.outputFiles.find((f) => f.path.endsWith('.js.map'))!
  const entryHash = hash8(js.text, JSON.stringify([...exportNames]))
  const newEntryUrl = renamed(entryUrl, entryHash)

  // 3. Names: the entry by its content, every lazy chunk by its esbuild name and the entry's hash.
  const names = new Map<string, string>([[placeholder, newEntryUrl]])
  for (const o of lazyOuts) names.set(toUrl(o), renamed(toUrl(o), hash8(toUrl(o), entryHash)))

  // Write: the merged entry, then each lazy chunk rewritten, renamed, with its map.
  const mapComment = /\/\/# sourceMappingURL=\S+\s*$/
  if (!mapComment.test(js.text)) throw new Error('merge-initial: esbuild wrote no source map comment')
  writeFileSync(
    toFile(newEntryUrl),
    substituteNames(js.text, names).replace(mapComment, `//# sourceMappingURL=${newEntryUrl}.map\n`),
  )
  writeFileSync(toFile(newEntryUrl) + '.map', map.text)
  for (const o of lazyOuts) {
    const url = toUrl(o)
    const to = names.get(url)!
    const { code, addedLine } = rewriteChunk(lazyCode.get(o)!, initial, newEntryUrl, exportName)
    writeFileSync(toFile(to), substituteNames(code, names))
    unlinkSync(toFile(url))
    if (existsSync(toFile(url) + '.map')) {
      const mapText = readFileSync(toFile(url) + '.map', 'utf8')
      writeFileSync(toFile(to) + '.map', addedLine ? shiftMapOneLine(mapText) : mapText)
      unlinkSync(toFile(url) + '.map')
    }
    if (existsSync(toFile(url) + '.LEGAL.txt')) renameSync(toFile(url) + '.LEGAL.txt', toFile(to) + '.LEGAL.txt')
  }
  for (const u of [entryUrl, ...initial]) {
    unlinkSync(toFile(u))
    if (existsSync(toFile(u) + '.map')) unlinkSync(toFile(u) + '.map')
  }

  // 4. The metafile, as if esbuild had written this: check-dist and index.html read it.
  const outOf = (url: string) => entryOut.slice(0, entryOut.indexOf('assets/')) + url.slice(1)
  const rename = (out: string) => {
    const to = names.get(toUrl(out))
    return to ? outOf(to) : out
  }
  const inputs: esbuild.Metafile['outputs'][string]['inputs'] = {}
  for (const o of [entryOut, ...initialOuts]) {
    for (const [input, v] of Object.entries(outputs[o].inputs)) {
      inputs[input] = { bytesInOutput: (inputs[input]?.bytesInOutput ?? 0) + v.bytesInOutput }
    }
  }
  const dynamicImports = [entryOut, ...initialOuts].flatMap((o) =>
    outputs[o].imports.filter((i) => i.kind !== 'import-statement').map((i) => ({ ...i, path: rename(i.path) })),
  )
  const entryMeta: esbuild.Metafile['outputs'][string] = {
    ...outputs[entryOut],
    imports: dynamicImports.filter((i, k) => dynamicImports.findIndex((j) => j.path === i.path) === k),
    exports: [...own, ...exportNames.values()],
    inputs,
    bytes: Buffer.byteLength(readFileSync(toFile(newEntryUrl))),
  }
  const next: esbuild.Metafile['outputs'] = {}
  for (const [o, v] of Object.entries(outputs)) {
    if (o === entryOut || initialOuts.includes(o)) continue
    if (o.endsWith('.map') && (o === entryOut + '.map' || initialOuts.includes(o.slice(0, -4)))) continue
    if (lazyOuts.includes(o)) {
      const imports = v.imports.flatMap((i) => (initial.has(toUrl(i.path)) ? [] : [{ ...i, path: rename(i.path) }]))
      if (v.imports.some((i) => initial.has(toUrl(i.path))))
        imports.unshift({ path: outOf(newEntryUrl), kind: 'import-statement' })
      next[rename(o)] = { ...v, imports, bytes: readFileSync(toFile(names.get(toUrl(o))!)).length }
    } else if (o.endsWith('.js.map') && lazyOuts.includes(o.slice(0, -4))) {
      next[rename(o.slice(0, -4)) + '.map'] = v
    } else next[o] = v
  }
  const entryOutNew = outOf(newEntryUrl)
  next[entryOutNew] = entryMeta
  next[entryOutNew + '.map'] = { imports: [], exports: [], inputs: {}, bytes: map.contents.length }
  for (const k of Object.keys(outputs)) delete outputs[k]
  Object.assign(outputs, next)
  return { entryOut: entryOutNew, merged: initialOuts, renamed: names }
}
