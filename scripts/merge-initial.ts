/**
 * One file for the first route: after esbuild's split build, the entry and
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

const importRe = /(\s*)import(?:\s*\{([^}]*)\}\s*from\s*)?\s*"([^"]+)";?/y

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
    const bindings = (m[2] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((b): [string, string] => {
        const [imported, local] = b.split(/\s+as\s+/)
        return [imported, local ?? imported]
      })
    // start after the whitespace: blanking a statement must never remove a line break
    out.push({ from: m[3], bindings, start: pos + m[1].length, end: importRe.lastIndex })
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
export function shiftMapOneLine(mapJson: string, lines = 1): string {
  const map = JSON.parse(mapJson) as { mappings: string }
  map.mappings = ';'.repeat(lines) + map.mappings
  return JSON.stringify(map)
}

/** The imports of a final chunk, as the metafile lists them: its leading imports, then its import() calls. */
export function chunkImports(code: string): { url: string; kind: 'import-statement' | 'dynamic-import' }[] {
  const found: { url: string; kind: 'import-statement' | 'dynamic-import' }[] = leadingImports(code).map((i) => ({
    url: i.from,
    kind: 'import-statement',
  }))
  for (const [, url] of code.matchAll(/\bimport\("(\/assets\/[^"]+)"\)/g))
    if (!found.some((f) => f.url === url)) found.push({ url, kind: 'dynamic-import' })
  return found
}

// ---------------------------------------------------------------------------

/** The page of the route the bench and the quality bars time (/projects/mock-project/instances). */
export const FIRST_ROUTE_PAGE = 'web/pages/project/instances/InstancesPage.tsx'

export interface MergeOptions {
  outdir: string
  /** esbuild's metafile of the split build; updated in place. */
  metafile: esbuild.Metafile
  /** The entry's output path in the metafile (`dist/assets/main-XXXXXXXX.js`). */
  entryOut: string
  target: esbuild.BuildOptions['target']
  /** Source path of the page whose shared chunks become one (default FIRST_ROUTE_PAGE; absent: none). */
  firstRoutePage?: string
}

/** What changed, for the report and the tests. */
export interface MergeResult {
  entryOut: string
  /** Output paths merged into the entry, and into the first route's group. */
  merged: string[]
  grouped: string[]
  renamed: Map<string, string>
}

/** A chunk in memory between the passes: its code, its map, and how many lines went on top. */
interface Chunk {
  code: string
  map?: string
  lines: number
}

type Outputs = esbuild.Metafile['outputs']

/**
 * Merges the entry's initial chunks into it, and the first route's small shared chunks into one,
 * and points every other chunk at the results. Rewrites the files in outdir and the metafile in
 * place. Run before anything reads the outputs' names (index.html, compression, manifest).
 */
export async function mergeInitialChunks(opts: MergeOptions): Promise<MergeResult> {
  const { outdir, metafile, entryOut } = opts
  const outputs = metafile.outputs
  const initialOuts = staticClosure(outputs, entryOut)
  const toUrl = (out: string) => '/' + out.slice(out.indexOf('assets/'))
  const prefix = entryOut.slice(0, entryOut.indexOf('assets/'))
  const toOut = (url: string) => prefix + url.slice(1)
  const toFile = (url: string) => join(outdir, url.slice(1))
  const entryUrl = toUrl(entryOut)
  const initial = new Set(initialOuts.map(toUrl))
  const lazyUrls = Object.keys(outputs)
    .filter((o) => o.endsWith('.js') && o.includes('assets/') && o !== entryOut && !initialOuts.includes(o))
    .map(toUrl)
  for (const u of [...initial, ...lazyUrls]) {
    if (outputs[toOut(u)].imports.some((i) => toUrl(i.path) === entryUrl))
      throw new Error(`merge-initial: ${u} imports the entry itself; cannot merge`)
  }
  const load = (url: string): Chunk => {
    const map = existsSync(toFile(url) + '.map') ? readFileSync(toFile(url) + '.map', 'utf8') : undefined
    return { code: readFileSync(toFile(url), 'utf8'), map, lines: 0 }
  }
  const chunks = new Map(lazyUrls.map((u) => [u, load(u)]))
  for (const u of [entryUrl, ...initial]) chunks.set(u, load(u))

  /**
   * One merged file from `members`, exporting under new names what the chunks outside it import
   * from them; those chunks then import it instead. Returns its code (named `placeholder`).
   */
  const merge = async (members: Set<string>, placeholder: string, reexportEntry?: string) => {
    const outside = [...chunks.keys()].filter((u) => !members.has(u) && lazyUrls.includes(u))
    const wanted = new Map<string, Set<string>>()
    for (const u of outside) {
      for (const imp of leadingImports(chunks.get(u)!.code)) {
        if (!members.has(imp.from)) continue
        const set = wanted.get(imp.from) ?? new Set<string>()
        for (const [imported] of imp.bindings) set.add(imported)
        wanted.set(imp.from, set)
      }
    }
    const names = new Map<string, string>()
    let n = 0
    for (const c of [...wanted.keys()].sort())
      for (const b of [...wanted.get(c)!].sort()) names.set(`${c}\0${b}`, `$${(n++).toString(36)}`)
    const exportName = (c: string, b: string) => names.get(`${c}\0${b}`)!
    const own = reexportEntry ? (outputs[toOut(reexportEntry)].exports ?? []) : []
    for (const name of names.values())
      if (own.includes(name)) throw new Error(`merge-initial: the entry already exports ${name}`)
    const source = [
      // the entry's own exports stay (and keep its code from being dropped as unused)
      ...(reexportEntry ? [`export * from ${JSON.stringify(reexportEntry)}`] : []),
      // every member runs, as it did when it was a file of its own
      ...[...members].sort().map((m) => `import ${JSON.stringify(m)}`),
      ...[...wanted].map(
        ([c, bs]) =>
          `export {${[...bs].map((b) => `${b} as ${exportName(c, b)}`).join(', ')}} from ${JSON.stringify(c)}`,
      ),
    ].join('\n')
    const result = await esbuild.build({
      stdin: { contents: source, resolveDir: outdir, sourcefile: 'merge-initial-entry.js', loader: 'js' },
      outfile: toFile(placeholder),
      bundle: true,
      splitting: false,
      format: 'esm',
      target: opts.target,
      platform: 'browser',
      minify: true,
      sourcemap: 'linked',
      charset: 'utf8',
      // the merged files' licence comments point at their .LEGAL.txt files, which stay
      legalComments: 'eof',
      write: false,
      logLevel: 'warning',
      plugins: [
        {
          name: 'split-outputs',
          setup(build) {
            build.onResolve({ filter: /^\/assets\// }, (a) =>
              members.has(a.path) ? { path: a.path, namespace: 'chunk' } : { path: a.path, external: true },
            )
            // From memory, with the map inlined so that esbuild chains it.
            build.onLoad({ filter: /.*/, namespace: 'chunk' }, (a) => {
              const c = chunks.get(a.path)!
              const code = c.code.replace(/\/\/# sourceMappingURL=\S+\s*$/, '')
              if (!c.map) return { contents: code, loader: 'js', resolveDir: outdir }
              const map = shiftMapOneLine(c.map, c.lines)
              const inline = Buffer.from(map).toString('base64')
              return {
                contents: `${code}\n//# sourceMappingURL=data:application/json;base64,${inline}\n`,
                loader: 'js',
                resolveDir: outdir,
              }
            })
          },
        },
      ],
    })
    const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!
    const map = result.outputFiles.find((f) => f.path.endsWith('.js.map'))!
    const mapComment = /\/\/# sourceMappingURL=\S+\s*$/
    if (!mapComment.test(js.text)) throw new Error('merge-initial: esbuild wrote no source map comment')
    for (const u of outside) {
      const c = chunks.get(u)!
      const { code, addedLine } = rewriteChunk(c.code, members, placeholder, exportName)
      chunks.set(u, { ...c, code, lines: c.lines + (addedLine ? 1 : 0) })
    }
    for (const m of members) chunks.delete(m)
    const merged = {
      code: js.text.replace(mapComment, `//# sourceMappingURL=${placeholder}.map\n`),
      map: map.text,
      lines: 0,
    }
    chunks.set(placeholder, merged)
    return { merged, table: JSON.stringify([...names]) }
  }

  // 1. The entry and its initial chunks.
  const entryPlaceholder = renamed(entryUrl, 'QQQQQQQQ')
  const entry = initial.size
    ? await merge(new Set([entryUrl, ...initial]), entryPlaceholder, entryUrl)
    : { merged: chunks.get(entryUrl)!, table: '' }
  if (!initial.size) {
    chunks.delete(entryUrl)
    chunks.set(entryPlaceholder, entry.merged)
  }

  // 2. The first route's page: the shared chunks it loads (not entry points, not exempt) become one.
  const page = opts.firstRoutePage ?? FIRST_ROUTE_PAGE
  const pageOut = Object.keys(outputs).find((o) => outputs[o].entryPoint === page)
  const groupMembers = new Set(
    pageOut
      ? staticClosure(outputs, pageOut)
          .filter((o) => !initialOuts.includes(o) && !outputs[o].entryPoint && !/xterm|chart/i.test(o))
          .map(toUrl)
      : [],
  )
  const groupPlaceholder = '/assets/shared-GGGGGGGG.js'
  const group = groupMembers.size > 1 ? await merge(groupMembers, groupPlaceholder) : undefined

  // 3. Names.
  const buildHash = hash8(entry.merged.code, entry.table, group?.merged.code ?? '', group?.table ?? '')
  const names = new Map<string, string>([[entryPlaceholder, renamed(entryUrl, buildHash)]])
  if (group) names.set(groupPlaceholder, renamed(groupPlaceholder, hash8(buildHash, 'shared')))
  for (const u of chunks.keys()) if (!names.has(u)) names.set(u, renamed(u, hash8(u, buildHash)))

  // 4. Files: the old ones go (their licence files stay, or follow a renamed chunk), the new ones come.
  for (const u of [entryUrl, ...initial, ...lazyUrls]) {
    unlinkSync(toFile(u))
    if (existsSync(toFile(u) + '.map')) unlinkSync(toFile(u) + '.map')
  }
  for (const [u, c] of chunks) {
    const to = names.get(u)!
    writeFileSync(toFile(to), substituteNames(c.code, names))
    if (c.map) writeFileSync(toFile(to) + '.map', c.lines ? shiftMapOneLine(c.map, c.lines) : c.map)
    if (existsSync(toFile(u) + '.LEGAL.txt')) renameSync(toFile(u) + '.LEGAL.txt', toFile(to) + '.LEGAL.txt')
  }

  // 5. The metafile, as if esbuild had written these files: check-dist and index.html read it.
  const inputsOf = (outs: string[]) => {
    const inputs: Outputs[string]['inputs'] = {}
    for (const o of outs)
      for (const [input, v] of Object.entries(outputs[o].inputs))
        inputs[input] = { bytesInOutput: (inputs[input]?.bytesInOutput ?? 0) + v.bytesInOutput }
    return inputs
  }
  const from = new Map<string, string[]>([[entryPlaceholder, [entryOut, ...initialOuts]]])
  if (group) from.set(groupPlaceholder, [...groupMembers].map(toOut))
  const replaced = new Set([entryOut, ...initialOuts, ...lazyUrls.map(toOut)])
  const next: Outputs = {}
  for (const [o, v] of Object.entries(outputs)) if (!replaced.has(o.replace(/\.map$/, ''))) next[o] = v
  const tables = new Map([
    [entryPlaceholder, entry.table],
    [groupPlaceholder, group?.table ?? ''],
  ])
  for (const [u, c] of chunks) {
    const to = names.get(u)!
    const code = readFileSync(toFile(to), 'utf8')
    const sources = from.get(u) ?? [toOut(u)]
    const { entryPoint, cssBundle, exports } = outputs[sources[0]]
    const table = tables.get(u)
    const added = table ? (JSON.parse(table) as [string, string][]).map(([, name]) => name) : []
    next[toOut(to)] = {
      ...(u === groupPlaceholder ? {} : { entryPoint, cssBundle }),
      imports: chunkImports(code).map((i) => ({ path: toOut(i.url), kind: i.kind })),
      exports: u === groupPlaceholder ? added : [...exports, ...added],
      inputs: inputsOf(sources),
      bytes: Buffer.byteLength(code),
    }
    if (c.map)
      next[toOut(to) + '.map'] = {
        imports: [],
        exports: [],
        inputs: {},
        bytes: readFileSync(toFile(to) + '.map').length,
      }
  }
  for (const k of Object.keys(outputs)) delete outputs[k]
  Object.assign(outputs, next)
  return {
    entryOut: toOut(names.get(entryPlaceholder)!),
    merged: initialOuts,
    grouped: group ? [...groupMembers].map(toOut) : [],
    renamed: names,
  }
}
