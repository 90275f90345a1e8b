/**
 * Checks a built dist/ (`npm run test:dist` runs it after a build). Exits 1 on
 * any failure. What it checks, and why:
 *
 * 1. manifest.json lists exactly the files in dist, with the right bytes and
 *    sha256 (the control plane serves and verifies from it), and every .br/.gz
 *    sibling decompresses to its file.
 * 2. Nothing loads from another origin (the build: air-gapped racks). A heuristic,
 *    not a proof:
 *    - index.html: every src/href is a path in dist; no inline script, no <style>,
 *      no style= or on*= attributes, no javascript: URLs (the CSP forbids them).
 *    - CSS: every url() and @import is relative, root-relative or data:, and exists.
 *    - JS: every absolute URL literal (`http(s)://`, `ws(s)://`, protocol-relative
 *      `"//host`) is a failure unless it is
 *        a) an XML namespace (`http://www.w3.org/...`): an identifier, never fetched;
 *        b) the value of an `href` (JSX `href:"..."` after minification): a link the
 *           user follows, i.e. navigation, not a load;
 *        c) listed in `allowedUrls` below, with the reason it never loads.
 *      Source maps (.map) and licence files (.LEGAL.txt, build.ts moves legal comments
 *      there) are not checked: nothing but people and devtools reads them.
 * 3. One renderer: no React (react-dom/react production code or its internals
 *    markers) and a single copy of Preact in the bundle inputs.
 * 4. Budgets (the quality bars), brotli: what index.html loads before the first route
 *    (entry + modulepreloads + stylesheet) <= 60 KB; every other chunk <= 30 KB,
 *    except chunks whose name or inputs (metafile) are xterm or charts. And the shape
 *    of the first load: index.html loads at most 2 files (the entry, its
 *    static imports merged in, and the stylesheet), and the first route's page (the
 *    instances list) adds at most `budgets.firstRouteFiles` JS files (2: its own chunk and
 *    its shared chunks, which build.ts merges).
 * 5. A preview build's mockServiceWorker.js matches the installed msw; a production
 *    build has no mock code at all (msw, web/mock). In a preview build the mock's
 *    chunks are exempt from 2 and 4: they never ship to a rack.
 *
 * KB here is 1000 bytes.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix, relative, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib'
import type { Metafile } from 'esbuild'
import type { Manifest } from '../embed/static.ts'
import { FIRST_ROUTE_PAGE } from './merge-initial.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

export const budgets = {
  /** Entry JS + modulepreloaded chunks + entry CSS, brotli. */
  initial: 60_000,
  /** Any other chunk, brotli. */
  chunk: 30_000,
  /**
   * Files index.html loads: the entry (its static imports merged into it by build.ts) and its
   * stylesheet (: each file was a request before the first route could render).
   */
  initialFiles: 2,
  /**
   * JS files the first route's page adds (its chunk and what that imports), : the page's
   * chunk and its shared chunks merged into one by build.ts (they were 18 files).
   */
  firstRouteFiles: 2,
  /**
   * The starter (web/first-calls-start.ts), brotli: listed first, it starts the first
   * route's calls while the entry arrives, and paints the instances list's first rows from its
   * answer (web/first-paint, 3.3 KB with it, 1.1 KB without), then runs the entry (its only import,
   * by URL); it holds no page or framework, so it stays small. It is not one of `initialFiles`: only the parse of the
   * (empty) body waits for it, the
   * entry is asked for beside it. Its table of first calls grows with every route that declares its
   * reads (3.5 KB once SSH keys, external subnets, probes and the forms over lists declared theirs;
   * 3.75 KB once it ran the entry and asked for the pre-painted list's code while holding it;
   * 3.96 KB as a plain script in a function of its own that runs the calls at once and the rest once the page is
   * parsed, its table's patterns shortened: 14.2 KB raw, from 15.1).
   */
  starter: 4_000,
}

/** The starter's file name (build.ts). */
const STARTER = /^assets\/first-[A-Z0-9]{8}\.js$/

/** The page of the route the bench and the quality bars time: /projects/mock-project/instances. */
const firstRoutePage = FIRST_ROUTE_PAGE

/** Chunks exempt from the per-chunk budget (the quality bars: the serial console and charts). */
const heavy = /xterm|chart/i

/** Modules only lazy chunks may hold: windowing for thousands of rows and options. */
const lazyOnly = /^web\/ui\/(VirtualRows|VirtualCombobox)\.tsx$/

/**
 * The in-browser mock (msw and web/mock): only in a preview build, where it is
 * exempt from budgets and from the URL check (msw's console messages name its
 * docs; fixtures name made-up hosts). In a production build it is a failure.
 */
const previewOnly = /(^|\/)node_modules\/(msw|@mswjs)\/|^web\/mock\//

/** URL literals that appear in JS but never load anything. Add with a reason. */
const allowedUrls: { pattern: RegExp; why: string }[] = [
  { pattern: /^http:\/\/www\.w3\.org\//, why: 'XML namespace identifiers (SVG, XLink, XHTML, MathML)' },
  {
    pattern: /^https?:\/\/[^/]+\.invalid(?:[/:]|$)/,
    why: 'the .invalid TLD never resolves (RFC 2606): a base for parsing URLs',
  },
  {
    pattern: /^https?:\/\/(?:[a-z0-9-]+\.)*example\.(?:com|org|net)(?:[/:]|$)/,
    why: 'reserved example domains (RFC 2606): form placeholders such as "https://example.com/hooks"',
  },
  {
    pattern: /^https:\/\/docs\.oxide\.computer\//,
    why: 'product documentation, rendered only as <a href> (the no-groups notice, the rules: screens); minified into a variable, so (b) misses it',
  },
  {
    pattern: /^(?:https:\/\/github\.com\/chjj\/term\.js|http:\/\/bellard\.org\/jslinux\/)$/,
    why: 'xterm.css licence header: a CSS comment inside the stylesheet text the serial console adopts',
  },
]

// ---------------------------------------------------------------------------

export interface ChunkReport {
  file: string
  raw: number
  gzip: number
  brotli: number
  initial: boolean
  exempt: boolean
  /** The in-browser mock of a preview build. */
  previewOnly: boolean
  /** Biggest inputs by bytes in the output, for the table. */
  top: string[]
}

export interface DistReport {
  chunks: ChunkReport[]
  initial: { files: string[]; raw: number; gzip: number; brotli: number }
  /** The JS files the first route's page adds to the initial ones (empty if the app has no such page). */
  firstRoute: string[]
  failures: string[]
}

function brotliSize(data: Buffer): number {
  return brotliCompressSync(data, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
  }).length
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort()
}

/** The files index.html loads: stylesheets, module scripts, modulepreloads (dist-relative). */
export function initialFiles(html: string): string[] {
  const files: string[] = []
  for (const tag of html.match(/<(link|script)\b[^>]*>/gi) ?? []) {
    const rel = /\brel="([^"]*)"/i.exec(tag)?.[1]
    const url = /\b(?:src|href)="([^"]*)"/i.exec(tag)?.[1]
    if (!url) continue
    if (tag.startsWith('<script') || rel === 'stylesheet' || rel === 'modulepreload') files.push(url.replace(/^\//, ''))
  }
  return files
}

export function analyzeDist(distDir: string, metaPath = resolve(distDir, '..', '.tmp', 'meta.json')): DistReport {
  const failures: string[] = []
  const fail = (msg: string) => failures.push(msg)
  const read = (rel: string) => readFileSync(join(distDir, rel))
  const files = walk(distDir)
  const fileSet = new Set(files)

  const meta: Metafile | null = existsSync(metaPath) ? (JSON.parse(readFileSync(metaPath, 'utf8')) as Metafile) : null
  if (!meta) fail(`no metafile at ${metaPath}: run build.ts first`)
  const outputs = new Map<string, Metafile['outputs'][string]>()
  for (const [out, o] of Object.entries(meta?.outputs ?? {})) {
    outputs.set(relative(distDir, resolve(root, out)).split(sep).join('/'), o)
  }
  const preview = fileSet.has('mockServiceWorker.js')
  const mockChunks = new Set(
    [...outputs].filter(([, o]) => Object.keys(o.inputs).some((i) => previewOnly.test(i))).map(([f]) => f),
  )
  if (!preview) for (const f of mockChunks) fail(`${f}: mock code (msw, web/mock) in a production build`)

  // 1. Manifest -------------------------------------------------------------
  if (!fileSet.has('manifest.json')) fail('manifest.json is missing')
  else {
    const manifest = JSON.parse(read('manifest.json').toString()) as Manifest
    const listed = new Map(manifest.files.map((f) => [f.path, f]))
    for (const rel of files) {
      if (rel === 'manifest.json') continue
      const entry = listed.get(rel)
      if (!entry) {
        fail(`manifest: ${rel} is not listed`)
        continue
      }
      const data = read(rel)
      if (entry.bytes !== data.length) fail(`manifest: ${rel} is ${data.length} bytes, listed as ${entry.bytes}`)
      if (entry.sha256 !== createHash('sha256').update(data).digest('hex')) fail(`manifest: ${rel} sha256 differs`)
      if (!entry.contentType) fail(`manifest: ${rel} has no contentType`)
    }
    for (const rel of listed.keys()) if (!fileSet.has(rel)) fail(`manifest: ${rel} is listed but missing`)
  }
  for (const rel of files) {
    const m = /^(.*)\.(br|gz)$/.exec(rel)
    if (!m) continue
    if (!fileSet.has(m[1])) {
      fail(`${rel}: no ${m[1]} beside it`)
      continue
    }
    const decoded = m[2] === 'br' ? brotliDecompressSync(read(rel)) : gunzipSync(read(rel))
    if (!decoded.equals(read(m[1]))) fail(`${rel} does not decompress to ${m[1]}`)
  }

  // 2. Origins and inline code ---------------------------------------------------
  if (!fileSet.has('index.html')) fail('index.html is missing')
  const html = fileSet.has('index.html') ? read('index.html').toString() : ''
  for (const script of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/gi) ?? []) {
    if (!/\bsrc="/.test(script) || !/^<script\b[^>]*><\/script>$/i.test(script))
      fail(`index.html: inline script ${script.slice(0, 60)}`)
  }
  if (/<style\b/i.test(html)) fail('index.html: inline <style>')
  if (/\sstyle\s*=/i.test(html)) fail('index.html: style= attribute')
  if (/\son[a-z]+\s*=/i.test(html)) fail('index.html: on*= event handler attribute')
  if (/javascript:/i.test(html)) fail('index.html: javascript: URL')
  for (const [, url] of html.matchAll(/\b(?:src|href)="([^"]*)"/gi)) {
    if (!url.startsWith('/') || url.startsWith('//')) fail(`index.html: ${url} is not a path on this origin`)
    else if (!fileSet.has(url.slice(1).split(/[?#]/)[0])) fail(`index.html: ${url} is not in dist`)
  }

  for (const rel of files.filter((f) => f.endsWith('.css'))) {
    const css = read(rel).toString()
    const refs = [...css.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)].map((m) => m[2])
    refs.push(...[...css.matchAll(/@import\s+(['"])([^'"]*)\1/gi)].map((m) => m[2]))
    for (const ref of refs) {
      if (ref.startsWith('data:') || ref.startsWith('#')) continue
      if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(ref)) {
        fail(`${rel}: url(${ref}) is another origin`)
        continue
      }
      const target = ref.startsWith('/') ? ref.slice(1) : posix.join(posix.dirname(rel), ref)
      if (!fileSet.has(target.split(/[?#]/)[0])) fail(`${rel}: url(${ref}) is not in dist`)
    }
    if (/https?:\/\//i.test(css.replace(/url\([^)]*\)/g, ''))) fail(`${rel}: contains an absolute URL`)
  }

  for (const rel of files.filter((f) => f.endsWith('.js'))) {
    if (rel === 'mockServiceWorker.js' || mockChunks.has(rel)) continue
    const js = read(rel).toString()
    for (const m of js.matchAll(/(?:https?|wss?):\/\/[^\s"'`)\\]+|(["'`])\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi)) {
      const url = m[0].replace(/^["'`]/, '')
      if (allowedUrls.some((a) => a.pattern.test(url))) continue
      const before = js.slice(Math.max(0, m.index! - 8), m.index!)
      if (/href[:=]\s*["'`]$/.test(before)) continue
      fail(`${rel}: absolute URL ${url.slice(0, 80)} (not an href, not allowed in scripts/check-dist.ts)`)
    }
  }

  // 3. One renderer ---------------------------------------------------------------
  for (const rel of files.filter((f) => f.endsWith('.js'))) {
    const js = read(rel).toString()
    // preact/compat itself exports __SECRET_INTERNALS_DO_NOT_USE..., so that is no marker.
    for (const marker of [
      'react.production',
      'react-dom.production',
      'react-dom.development',
      '__CLIENT_INTERNALS_DO_NOT_USE',
      'react.dev/errors',
    ]) {
      if (js.includes(marker)) fail(`${rel}: contains React renderer code (${marker})`)
    }
  }

  // 4. Budgets (needs the metafile of this very build) ---------------------------------
  const built = files.filter((f) => /^assets\/.*\.(js|css)$/.test(f))
  if (meta && built.some((f) => !outputs.has(f))) fail(`the metafile ${metaPath} is not from this dist (stale?)`)
  if (meta) {
    const inputs = Object.keys(meta.inputs)
    const preacts = new Set(
      inputs
        .filter((i) => /(^|\/)node_modules\/(?:.*\/)?preact\/dist\//.test(i))
        .map((i) => i.replace(/\/dist\/.*$/, '')),
    )
    if (preacts.size > 1) fail(`more than one Preact in the bundle: ${[...preacts].join(', ')}`)
    const react = inputs.filter((i) => /node_modules\/(react|react-dom|scheduler)\/(cjs|umd)\//.test(i))
    if (react.length) fail(`React in the bundle: ${react.slice(0, 3).join(', ')}`)
  }

  const listed = fileSet.has('index.html') ? initialFiles(html).filter((f) => /\.(js|css)$/.test(f)) : []
  // The starter asks for the entry itself (web/first-calls-start.ts): as much the first route's as what index.html lists.
  const starterEntries = listed
    .filter((f) => STARTER.test(f))
    .flatMap((f) => outputs.get(f)?.imports ?? [])
    .filter((i) => i.kind === 'dynamic-import')
    .map((i) => i.path.replace(/^\//, ''))
  const initial = [...listed, ...starterEntries.filter((f) => !listed.includes(f))]
  const chunks: ChunkReport[] = built.map((file) => {
    const data = read(file)
    const o = outputs.get(file)
    const inputs = Object.entries(o?.inputs ?? {}).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
    return {
      file,
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotliSize(data),
      initial: initial.includes(file),
      exempt: heavy.test(file) || inputs.some(([i]) => heavy.test(i)) || (preview && mockChunks.has(file)),
      previewOnly: mockChunks.has(file),
      top: inputs.slice(0, 3).map(([i]) => i.replace(/^node_modules\//, '')),
    }
  })
  const init = chunks.filter((c) => c.initial)
  const total = { files: initial, raw: 0, gzip: 0, brotli: 0 }
  for (const c of init) {
    total.raw += c.raw
    total.gzip += c.gzip
    total.brotli += c.brotli
  }
  const blocking = initial.filter((f) => !STARTER.test(f))
  if (blocking.length > budgets.initialFiles)
    fail(
      `index.html loads ${blocking.length} JS and CSS files, at most ${budgets.initialFiles}: ${blocking.join(', ')}`,
    )
  // The starter: before everything else, alone, small.
  const starter = initial.filter((f) => STARTER.test(f))
  if (starter.length > 1) fail(`index.html loads ${starter.length} starters`)
  for (const f of starter) {
    if (initial[0] !== f) fail(`${f} is not the first file index.html loads: the first route's calls would wait`)
    const c = chunks.find((c) => c.file === f)
    if (c && c.brotli > budgets.starter) fail(`${f} is ${kb(c.brotli)} brotli, budget ${kb(budgets.starter)}`)
    // it runs the entry (web/first-calls-start.ts), by URL, once its pre-paint is shown; nothing else
    const imports = outputs.get(f)?.imports ?? []
    const entries = initial.filter((i) => i.endsWith('.js') && !STARTER.test(i))
    if (imports.some((i) => i.kind !== 'dynamic-import' || !entries.includes(i.path.replace(/^\//, ''))))
      fail(`${f} imports other files than the entry: the starter must stand alone`)
    // a script tag would run the entry by itself, before the starter's answer is painted
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)].map((m) => m[1])
    if (scripts.some((s) => s !== f))
      fail(`index.html runs ${scripts.join(', ')}: only the starter, which runs the entry`)
  }
  if (total.brotli > budgets.initial)
    fail(`initial JS+CSS is ${kb(total.brotli)} brotli, budget ${kb(budgets.initial)}`)
  for (const c of chunks) {
    if (!c.initial && !c.exempt && c.brotli > budgets.chunk)
      fail(`${c.file} is ${kb(c.brotli)} brotli, budget ${kb(budgets.chunk)} (${c.top.join(', ')})`)
  }
  // The first route: its page's chunk and everything that imports statically, beyond index.html's files.
  const pageOut = [...outputs].find(([, o]) => o.entryPoint === firstRoutePage)?.[0]
  const firstRoute: string[] = []
  // The app's own build must have the page (moved? update FIRST_ROUTE_PAGE in scripts/merge-initial.ts).
  if (meta?.inputs['web/main.tsx'] && !meta.inputs[firstRoutePage])
    fail(`the first route's page ${firstRoutePage} is not in the build: moved? update FIRST_ROUTE_PAGE`)
  if (meta?.inputs[firstRoutePage] && fileSet.has('index.html')) {
    if (!pageOut) fail(`no chunk for the first route's page ${firstRoutePage}`)
    else {
      const visit = (f: string) => {
        if (firstRoute.includes(f) || initial.includes(f)) return
        firstRoute.push(f)
        for (const imp of outputs.get(f)?.imports ?? [])
          if (imp.kind === 'import-statement') visit(relative(distDir, resolve(root, imp.path)).split(sep).join('/'))
      }
      visit(pageOut)
      if (firstRoute.length > budgets.firstRouteFiles)
        fail(`the first route's page loads ${firstRoute.length} JS files, at most ${budgets.firstRouteFiles}`)
      // The entry asks for the shared chunk beside the page's (web/routing/start.ts): the
      // build must have written its name over the placeholder there.
      const shared = firstRoute.find((f) => /(^|\/)shared-[A-Z0-9]{8}\.js$/.test(f))
      const entryJs = initial.filter((f) => f.endsWith('.js'))
      if (
        shared &&
        entryJs.length &&
        !entryJs.some((f) =>
          read(f)
            .toString()
            .includes('/' + shared),
        )
      )
        fail(`the entry does not name ${shared}: the first route would ask for it only after its page's chunk`)
    }
  }
  // Code for thousands of rows loads with the lists and pickers that need it, never
  // with index.html or the first route.
  for (const f of [...initial, ...firstRoute]) {
    const early = Object.keys(outputs.get(f)?.inputs ?? {}).filter((i) => lazyOnly.test(i))
    if (early.length) fail(`${f} (loaded before the first route renders) holds ${early.join(', ')}: load it lazily`)
  }
  // An unreferenced CSS file means lazy CSS was folded into the entry (a known pitfall): report it.
  const cssReferenced = new Set(
    [...outputs.values()]
      .map((o) => o.cssBundle)
      .filter(Boolean)
      .map((c) => relative(distDir, resolve(root, c!)).split(sep).join('/')),
  )

  // 5. Preview worker -------------------------------------------------------------
  if (fileSet.has('mockServiceWorker.js')) {
    const installed = JSON.parse(readFileSync(join(root, 'node_modules/msw/package.json'), 'utf8')).version
    const v = /PACKAGE_VERSION = '([^']+)'/.exec(read('mockServiceWorker.js').toString())?.[1]
    if (v !== installed) fail(`mockServiceWorker.js is for msw ${v}, installed ${installed}`)
  }

  return {
    chunks: chunks.map((c) => ({
      ...c,
      top:
        c.file.endsWith('.css') && !c.initial && !cssReferenced.has(c.file) ? ['(unreferenced CSS)', ...c.top] : c.top,
    })),
    initial: total,
    firstRoute,
    failures,
  }
}

export const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`

export function printReport(report: DistReport, opts: { all?: boolean } = {}) {
  const rows = [...report.chunks].sort((a, b) => Number(b.initial) - Number(a.initial) || b.brotli - a.brotli)
  const shown = opts.all ? rows : rows.filter((c) => c.initial || c.brotli > 3000)
  const pad = (s: string, n: number) => s.padEnd(n)
  const num = (n: number) => kb(n).padStart(9)
  console.log(`${pad('file', 44)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}  note`)
  for (const c of shown) {
    const note = [
      c.initial ? 'initial' : '',
      c.previewOnly ? 'preview mock (exempt)' : c.exempt ? 'heavy (exempt)' : '',
      c.top.join(', '),
    ]
      .filter(Boolean)
      .join('; ')
    console.log(
      `${pad(c.file.replace(/^assets\//, ''), 44)} ${num(c.raw)} ${num(c.gzip)} ${num(c.brotli)}  ${note.slice(0, 90)}`,
    )
  }
  if (shown.length < rows.length)
    console.log(`(${rows.length - shown.length} smaller chunks under 3 KB brotli not shown)`)
  const i = report.initial
  console.log(
    `\ninitial JS+CSS (${i.files.length} files): ${kb(i.raw)} raw, ${kb(i.gzip)} gzip, ${kb(i.brotli)} brotli ` +
      `(budget ${kb(budgets.initial)}); other chunks <= ${kb(budgets.chunk)} brotli unless xterm/charts`,
  )
  if (report.firstRoute.length) {
    const br = report.chunks.filter((c) => report.firstRoute.includes(c.file)).reduce((n, c) => n + c.brotli, 0)
    console.log(
      `first route's page (${firstRoutePage}): ${report.firstRoute.length} more JS files, ${kb(br)} brotli ` +
        `(at most ${budgets.firstRouteFiles} files)`,
    )
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = resolve(process.argv[2] ?? join(root, 'dist'))
  const report = analyzeDist(distDir)
  printReport(report, { all: process.argv.includes('--all') })
  if (report.failures.length) {
    console.error(`\ncheck-dist: ${report.failures.length} failure(s)`)
    for (const f of report.failures) console.error(`  - ${f}`)
    process.exit(1)
  }
  console.log('\ncheck-dist: ok')
}
