/**
 * The console build: web/main.tsx -> dist/ (the build).
 *
 *   node --import tsx build.ts              production build
 *   node --import tsx build.ts --preview    MSW in the browser, static-host friendly
 *   node --import tsx build.ts --watch      rebuild on change (add --serve to run embed/ too)
 *   node --import tsx build.ts --no-merge   esbuild's split output unmerged (to measure the merge)
 *   node --import tsx build.ts --no-first-paint   a starter that paints no rows (to measure the pre-paint)
 *
 * One esbuild options object and a few small named plugins that run in order at
 * the end of every build: html (index.html + favicon), worker (preview only),
 * compress (.br/.gz siblings; not in watch mode) and manifest (manifest.json).
 * Like Cockpit's build.js; see STYLE.md point 14.
 */
import './embed/polyfill.ts'
import * as esbuild from 'esbuild'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { dirname, extname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { readFile, writeFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip as gzipCompress } from 'node:zlib'
import { FIRST_ROUTE_PAGE, mergeInitialChunks } from './scripts/merge-initial.ts'
import { compressible, contentTypeOf, NOT_FOUND_PAGE, type Manifest, type ManifestFile } from './embed/static.ts'
import { NOT_FOUND_BODY, NOT_FOUND_TITLE } from './web/pages/errors/texts.ts'

/** The opening of every HTML page the build writes, up to its title. */
const documentHead = (title: string) => [
  '<!doctype html>',
  '<html lang="en">',
  '<head>',
  '<meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<meta name="color-scheme" content="light dark">',
  `<title>${title}</title>`,
]

const { values: args } = parseArgs({
  options: {
    preview: { type: 'boolean', default: false },
    watch: { type: 'boolean', default: false },
    serve: { type: 'boolean', default: false },
    // For build tests and experiments; the app always builds from web/main.tsx.
    entry: { type: 'string', default: 'web/main.tsx' },
    outdir: { type: 'string', default: 'dist' },
    // The page whose shared chunks become one file (scripts/merge-initial.ts); for build tests.
    'first-route': { type: 'string', default: FIRST_ROUTE_PAGE },
    // esbuild's split output as it is (no merge-initial), to measure what the merge gains.
    'no-merge': { type: 'boolean', default: false },
    // a starter that sends the first calls but paints no rows (web/first-paint), to measure what the pre-paint gains.
    'no-first-paint': { type: 'boolean', default: false },
  },
})

const root = dirname(fileURLToPath(import.meta.url))
const outdir = resolve(root, args.outdir!)
const entry = resolve(root, args.entry!)
/** Where the metafile goes: outside dist, so it is never served. */
const metaPath = resolve(outdir, '..', '.tmp', 'meta.json')
const consoleName = 'Rack Console'

const options: esbuild.BuildOptions = {
  absWorkingDir: root,
  entryPoints: { main: entry },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2022', 'chrome111', 'firefox114', 'safari16.4'],
  platform: 'browser',
  minify: true,
  sourcemap: 'linked',
  charset: 'utf8',
  // Licence comments go to assets/*.LEGAL.txt: kept for the licences, out of the JS.
  legalComments: 'linked',
  entryNames: 'assets/[name]-[hash]',
  chunkNames: 'assets/[name]-[hash]',
  assetNames: 'assets/[name]-[hash]',
  // Absolute URLs for files referenced from JS/CSS: app routes are nested paths.
  publicPath: '/',
  loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file', '.woff': 'file' },
  jsx: 'automatic',
  jsxImportSource: 'react',
  // package.json already maps react/react-dom to @preact/compat; the alias makes the
  // bundle independent of that and guarantees a single renderer (the build, §9).
  alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
  define: {
    __PREVIEW__: String(args.preview),
    'process.env.NODE_ENV': '"production"',
  },
  drop: ['debugger'],
  metafile: true,
  logLevel: 'warning',
  plugins: [
    ...(args.watch ? [prunePlugin()] : args['no-merge'] ? [] : [mergeInitialPlugin()]),
    htmlPlugin(),
    ...(args.preview ? [workerPlugin()] : []),
    ...(args.watch ? [] : [compressPlugin()]),
    manifestPlugin(),
    reportPlugin(),
  ],
}

// ---------------------------------------------------------------------------
// Plugins. esbuild runs onEnd callbacks in series, in plugin order.

/**
 * The entry and the chunks it imports statically become one file, and the small shared chunks of
 * the first route's page another (scripts/merge-initial.ts): esbuild splits them by
 * which pages share them, and each was a request before the first route could render. Not in
 * watch mode, where rebuild speed matters more than the request count.
 */
function mergeInitialPlugin(): esbuild.Plugin {
  return {
    name: 'merge-initial',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length || !result.metafile) return
        const entryRel = relative(root, entry).split(sep).join('/')
        const entryOut = Object.keys(result.metafile.outputs).find(
          (o) => result.metafile!.outputs[o].entryPoint === entryRel,
        )
        if (!entryOut) throw new Error(`build: no output for ${entryRel}`)
        await mergeInitialChunks({
          outdir,
          metafile: result.metafile,
          entryOut,
          target: options.target,
          firstRoutePage: args['first-route'],
        })
      })
    },
  }
}

/** Writes dist/index.html (and the favicon, and 404.html in the preview build). */
function htmlPlugin(): esbuild.Plugin {
  return {
    name: 'html',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length || !result.metafile) return
        const outputs = result.metafile.outputs
        const entryRel = relative(root, entry).split(sep).join('/')
        const [mainOut, main] = Object.entries(outputs).find(([, o]) => o.entryPoint === entryRel) ?? []
        if (!mainOut || !main) throw new Error(`build: no output for ${entryRel}`)

        // Chunks the entry imports statically are fetched before anything renders:
        // announce them with modulepreload so the browser fetches them in parallel.
        const preload = new Set<string>()
        const visit = (out: string) => {
          for (const imp of outputs[out]?.imports ?? []) {
            if (imp.kind === 'import-statement' && !imp.external && !preload.has(imp.path)) {
              preload.add(imp.path)
              visit(imp.path)
            }
          }
        }
        visit(mainOut)

        const favicon = writeHashed('favicon.svg', faviconSvg)
        const url = (out: string) => '/' + relative(outdir, resolve(root, out)).split(sep).join('/')
        // the starter runs the entry: it is built once the entry's name is known, and the code of
        // the first route's page (the list it pre-paints), which it asks for while it holds the entry
        if (withStarter) {
          const [pageOut] = Object.entries(outputs).find(([, o]) => o.entryPoint === args['first-route']) ?? []
          const pageFiles = pageOut
            ? [pageOut, ...outputs[pageOut].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)]
            : []
          await buildStarter(url(mainOut), pageFiles.filter((f) => f !== mainOut).map(url))
        }
        const html = [
          ...documentHead(consoleName),
          // First of all, and a plain script: it runs the moment it arrives, before the stylesheet
          // is even asked for, and nothing renders meanwhile (the body is not parsed yet). As an
          // async module it waited behind the blank page's first frame once the stylesheet had come,
          // 15-40 ms of a warm load. It asks for the entry and runs it.
          ...(starterUrl ? [`<script src="${starterUrl}"></script>`] : []),
          `<link rel="icon" type="image/svg+xml" href="${favicon}">`,
          ...(main.cssBundle ? [`<link rel="stylesheet" href="${url(main.cssBundle)}">`] : []),
          ...[...preload].map((p) => `<link rel="modulepreload" href="${url(p)}">`),
          // with a starter, the entry is the starter's to ask for (web/first-calls-start.ts): at once, or
          // after the pre-painted rows
          ...(starterUrl ? [] : [`<script type="module" src="${url(mainOut)}"></script>`]),
          '</head>',
          '<body>',
          '<div id="root"></div>',
          `<noscript>${consoleName} needs JavaScript.</noscript>`,
          '</body>',
          '</html>',
          '',
        ].join('\n')
        writeFileSync(join(outdir, 'index.html'), html)
        // What the server answers for a path that is not the console's: the app's own stylesheet
        // (already cached by a visitor) and no script, so it looks like the console without running it.
        const notFound = [
          ...documentHead(`${NOT_FOUND_TITLE} / ${consoleName}`),
          `<link rel="icon" type="image/svg+xml" href="${favicon}">`,
          ...(main.cssBundle ? [`<link rel="stylesheet" href="${url(main.cssBundle)}">`] : []),
          '</head>',
          '<body class="standalone">',
          '<main class="standalone-card">',
          `<p class="brand">${consoleName}</p>`,
          `<h1>${NOT_FOUND_TITLE}</h1>`,
          `<p>${NOT_FOUND_BODY.replace("'", '&#39;')}</p>`,
          '<p><a class="btn btn-primary" href="/projects">Go to projects</a></p>',
          '</main>',
          '</body>',
          '</html>',
          '',
        ].join('\n')
        writeFileSync(join(outdir, NOT_FOUND_PAGE), notFound)
        // Static hosts (preview) serve 404.html for unknown paths: the app's router
        // then renders the right page, or its own "Page not found".
        if (args.preview) writeFileSync(join(outdir, '404.html'), html)
      })
    },
  }
}

/** Preview build: the MSW service worker, from the installed msw, version-checked. */
function workerPlugin(): esbuild.Plugin {
  return {
    name: 'msw-worker',
    setup(build) {
      build.onEnd((result) => {
        if (result.errors.length) return
        const src = join(root, 'node_modules/msw/lib/mockServiceWorker.js')
        const { version } = JSON.parse(readFileSync(join(root, 'node_modules/msw/package.json'), 'utf8'))
        const workerVersion = /PACKAGE_VERSION = '([^']+)'/.exec(readFileSync(src, 'utf8'))?.[1]
        if (workerVersion !== version) {
          throw new Error(`build: mockServiceWorker.js is for msw ${workerVersion}, installed msw is ${version}`)
        }
        copyFileSync(src, join(outdir, 'mockServiceWorker.js'))
      })
    },
  }
}

/**
 * Precompressed siblings (.br, .gz) for text files. Our own 30 lines rather than
 * an npm plugin: node:zlib does it, and we keep a sibling only when it is smaller.
 * Brotli's best (and slowest) quality goes to what browsers load; source maps,
 * fetched only by devtools, get a quick one.
 */
function compressPlugin(): esbuild.Plugin {
  const brotli = promisify(brotliCompress)
  const gzip = promisify(gzipCompress)
  return {
    name: 'compress',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length) return
        const files = walk(outdir).filter((rel) => compressible.has(extname(rel)) && rel !== 'manifest.json')
        await Promise.all(
          files.map(async (rel) => {
            const data = await readFile(join(outdir, rel))
            const [br, gz] = await Promise.all([
              brotli(data, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: rel.endsWith('.map') ? 6 : 11,
                  [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
              gzip(data, { level: 9 }),
            ])
            if (br.length < data.length) await writeFile(join(outdir, rel + '.br'), br)
            if (gz.length < data.length) await writeFile(join(outdir, rel + '.gz'), gz)
          }),
        )
      })
    },
  }
}

/** dist/manifest.json: every file with bytes, sha256, content type (embed/README.md). */
function manifestPlugin(): esbuild.Plugin {
  return {
    name: 'manifest',
    setup(build) {
      build.onEnd((result) => {
        if (result.errors.length) return
        const files: ManifestFile[] = walk(outdir)
          .filter((rel) => rel !== 'manifest.json')
          .map((rel) => {
            const data = readFileSync(join(outdir, rel))
            const encoding = rel.endsWith('.br') ? 'br' : rel.endsWith('.gz') ? 'gzip' : undefined
            const base = encoding ? rel.replace(/\.(br|gz)$/, '') : rel
            return {
              path: rel,
              bytes: data.length,
              sha256: createHash('sha256').update(data).digest('hex'),
              contentType: contentTypeOf(base),
              ...(encoding ? { encoding, of: base } : {}),
            } satisfies ManifestFile
          })
        const manifest: Manifest = { version: 1, files }
        writeFileSync(join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n')
        mkdirSync(dirname(metaPath), { recursive: true })
        // one metafile for dist: the app's build plus the upload worker's and the starter's
        const meta =
          workerMeta && result.metafile
            ? {
                inputs: { ...workerMeta.inputs, ...starterMeta?.inputs, ...result.metafile.inputs },
                outputs: { ...workerMeta.outputs, ...starterMeta?.outputs, ...result.metafile.outputs },
              }
            : result.metafile
        writeFileSync(metaPath, JSON.stringify(meta))
      })
    },
  }
}

/** Watch mode: drop outputs of earlier rebuilds so dist holds one build. */
function prunePlugin(): esbuild.Plugin {
  return {
    name: 'prune',
    setup(build) {
      build.onEnd((result) => {
        if (result.errors.length || !result.metafile) return
        const keep = new Set(
          Object.keys(result.metafile.outputs).map((o) => relative(outdir, resolve(root, o)).split(sep).join('/')),
        )
        for (const rel of walk(join(outdir, 'assets')).map((r) => 'assets/' + r)) {
          if (!keep.has(rel) && !/^assets\/(favicon|upload-worker|first)-/.test(rel)) unlinkSync(join(outdir, rel))
        }
      })
    },
  }
}

let started = performance.now()
function reportPlugin(): esbuild.Plugin {
  return {
    name: 'report',
    setup(build) {
      build.onStart(() => {
        started = performance.now()
      })
      build.onEnd((result) => {
        const ms = Math.round(performance.now() - started)
        if (result.errors.length) console.error(`build failed (${result.errors.length} errors)`)
        else console.log(`built ${relative(root, outdir)}/${args.preview ? ' (preview)' : ''} in ${ms} ms`)
      })
    },
  }
}

// ---------------------------------------------------------------------------
// Helpers

/** Relative paths (forward slashes) of all files under dir, sorted. */
function walk(dir: string): string[] {
  if (!existsSync(dir)) return []
  const out: string[] = []
  for (const ent of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (ent.isFile()) out.push(relative(dir, join(ent.parentPath, ent.name)).split(sep).join('/'))
  }
  return out.sort()
}

/** Writes `assets/<name>-<hash><ext>` and returns its URL. */
function writeHashed(name: string, content: string): string {
  const ext = extname(name)
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 8).toUpperCase()
  const rel = `assets/${name.slice(0, -ext.length)}-${hash}${ext}`
  mkdirSync(join(outdir, 'assets'), { recursive: true })
  writeFileSync(join(outdir, rel), content)
  return '/' + rel
}

/** A rack: three sleds. Uses currentColor-free fills so it reads in both themes. */
const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1c2b33"/><g fill="#48d597"><rect x="7" y="7" width="18" height="4" rx="1"/><rect x="7" y="14" width="18" height="4" rx="1"/><rect x="7" y="21" width="18" height="4" rx="1"/></g></svg>\n`

// ---------------------------------------------------------------------------
// The image upload worker: its own bundle, hashed, same-origin, so embed/ can serve it
// with its own CSP (embed/headers.ts). The page learns its URL through __UPLOAD_WORKER__.

let workerMeta: esbuild.Metafile | undefined

/**
 * A script of its own beside the entry (the upload worker, the starter): one minified ESM file under
 * assets/, hashed. Returns its metafile and the URL the page loads it from.
 */
async function buildScript(
  name: string,
  file: string,
  define?: Record<string, string>,
  external?: string[],
  /** A classic script: ESM's output (no imports but by URL) in a function of its own, its names kept off window. */
  classic = false,
) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { [name]: resolve(root, file) },
    outdir,
    bundle: true,
    format: 'esm',
    ...(classic && { banner: { js: '(()=>{' }, footer: { js: '})();' } }),
    target: options.target,
    platform: 'browser',
    minify: true,
    sourcemap: 'linked',
    legalComments: 'linked',
    entryNames: 'assets/[name]-[hash]',
    define,
    external,
    metafile: true,
    logLevel: 'warning',
  })
  const out = Object.keys(result.metafile.outputs).find((o) => o.endsWith('.js'))
  if (!out) throw new Error(`build: no ${name} output`)
  return { meta: result.metafile, url: '/' + relative(outdir, resolve(root, out)).split(sep).join('/') }
}

async function buildUploadWorker(): Promise<string> {
  const { meta, url } = await buildScript('upload-worker', 'web/upload/worker.ts')
  workerMeta = meta
  options.define = { ...options.define, __UPLOAD_WORKER__: JSON.stringify(url) }
  return url
}

// ---------------------------------------------------------------------------
// The starter: a small script of its own, listed before the entry, that starts the
// first route's calls, then asks for the entry and runs it (index.html does not list it:
// web/first-calls-start.ts); built by the html plugin once the entry's name is
// known. Only the app's own production build has one: the preview's API is a worker that is not up
// that early, and a test build's entry has no route table (both list the entry as a script).

let starterMeta: esbuild.Metafile | undefined
let starterUrl: string | undefined

async function buildStarter(entryUrl: string, firstPageUrls: string[]) {
  const { routes } = await import('./web/routes.tsx')
  const { firstCallTable } = await import('./scripts/first-calls.ts')
  const built = await buildScript(
    'first',
    'web/first-calls-start.ts',
    {
      __FIRST_CALLS__: JSON.stringify(firstCallTable(routes)),
      __ENTRY_URL__: JSON.stringify(entryUrl),
      __FIRST_PAGE_URLS__: JSON.stringify(firstPageUrls),
      __FIRST_PAINT__: String(!args['no-first-paint']),
      // the entry it imports is the app's own build, loaded by URL
    },
    [entryUrl],
    // a plain script tag runs it (index.html)
    true,
  )
  starterMeta = built.meta
  starterUrl = built.url
}

const withStarter = !args.preview && relative(root, entry) === join('web', 'main.tsx')

// ---------------------------------------------------------------------------
// Run

if (!existsSync(entry)) {
  console.error(`build: entry ${relative(root, entry)} does not exist`)
  process.exit(1)
}

if (args.watch) {
  mkdirSync(outdir, { recursive: true })
  await buildUploadWorker()
  const ctx = await esbuild.context(options)
  await ctx.watch()
  if (args.serve) {
    const { createConsoleServer } = await import('./embed/server.ts')
    const { mockOptionsFromEnv } = await import('./embed/mock-adapter.ts')
    const host = process.env.HOST ?? '127.0.0.1'
    const port = Number(process.env.PORT ?? 4000)
    createConsoleServer({ distDir: outdir, mock: mockOptionsFromEnv(process.env) }).listen(port, host, () => {
      console.log(`Console running at http://${host}:${port}/`)
    })
  }
} else {
  rmSync(outdir, { recursive: true, force: true })
  await buildUploadWorker()
  const result = await esbuild.build(options).catch(() => null)
  if (!result || result.errors.length) process.exit(1)
  if (statSync(join(outdir, 'index.html')).size === 0) process.exit(1)
}
