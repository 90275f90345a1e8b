/**
 * build.ts on a tiny app written here (an entry, a lazy route with its own CSS,
 * a shared chunk): the dist layout, index.html, manifest, compression, defines,
 * the preview extras, and that scripts/check-dist.ts accepts the result.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { GlobalRegistrator } from '@happy-dom/global-registrator'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { analyzeDist, initialFiles } from '../../scripts/check-dist.ts'
import { until } from '../../test-support/until.ts'
import type { Manifest } from '../../embed/static.ts'

const root = join(import.meta.dirname, '..', '..')
// Inside the repo (.tmp is ignored) so that `react` resolves from node_modules.
mkdirSync(join(root, '.tmp'), { recursive: true })
const base = mkdtempSync(join(root, '.tmp', 'build-test-'))
const app = join(base, 'app')

const sources: Record<string, string> = {
  'main.tsx': `import { createRoot } from 'react-dom/client'
import { lazy, Suspense, useState } from 'react'
import { shared } from './shared'
import './main.css'
const Page = lazy(() => import('./Page'))
export const Other = lazy(() => import('./Other'))
export const Third = lazy(() => import('./Third'))
function App() {
  const [n, setN] = useState(0)
  return <main><button onClick={() => setN(n + 1)}>{shared(n)}</button><Suspense fallback={null}><Page /></Suspense></main>
}
export const mode = __PREVIEW__ ? 'preview-build' : 'production-build'
export const env = process.env.NODE_ENV
createRoot(document.getElementById('root')!).render(<App />)
`,
  'shared.ts': `export const shared = (n: number) => 'count ' + n\n`,
  'Page.tsx': `import { shared } from './shared'
import { between } from './between'
import { row } from './row'
export default function Page() { return <h1>{shared(1)}{between()}{row()}</h1> }
`,
  // shared by Page and Other, and by Page and Third: two chunks esbuild splits out, which build.ts
  // merges into one shared-*.js when Page is the first route (--first-route)
  'between.ts': `export const between = () => 'between pages'\n`,
  'row.ts': `export const row = () => 'a row'\n`,
  'Other.tsx': `import { between } from './between'
export default function Other() { return <p>{between()}</p> }
`,
  'Third.tsx': `import { row } from './row'
export default function Third() { return <p>{row()}</p> }
`,
  'main.css': `body { margin: 0; font-family: system-ui }\n`,
}
mkdirSync(app, { recursive: true })
for (const [name, text] of Object.entries(sources)) writeFileSync(join(app, name), text)

/** The tiny app's Page stands for the first route (the metafile names it relative to the repo). */
const firstRoute = ['--first-route', relative(root, join(app, 'Page.tsx')).split('\\').join('/')]

function build(outdir: string, ...flags: string[]) {
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'build.ts',
      '--entry',
      relative(root, join(app, 'main.tsx')),
      '--outdir',
      outdir,
      ...firstRoute,
      ...flags,
    ],
    {
      cwd: root,
      stdio: 'pipe',
    },
  )
}

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort()
}

const prod = join(base, 'prod', 'dist')
const preview = join(base, 'preview', 'dist')

const test = suite('build.ts')
test.before(() => {
  build(prod)
  build(preview, '--preview')
})
test.after(() => rmSync(base, { recursive: true, force: true }))

test('hashed, split ESM under assets/ with linked source maps and licence files', () => {
  const all = files(prod)
  const js = all.filter((f) => f.endsWith('.js'))
  assert.ok(js.length >= 3, `entry, lazy page, shared chunk: ${js}`)
  for (const f of js) {
    assert.match(f, /^assets\/[\w-]+-[A-Z0-9]{8}\.js$/)
    assert.ok(all.includes(f + '.map'), `${f}.map`)
    assert.match(readFileSync(join(prod, f), 'utf8'), `//# sourceMappingURL=`)
  }
  assert.ok(
    all.some((f) => /^assets\/main-[A-Z0-9]{8}\.css$/.test(f)),
    'entry css',
  )
  const entry = js.find((f) => f.startsWith('assets/main-'))!
  assert.match(readFileSync(join(prod, entry), 'utf8'), /\bexport\{/, 'ESM')
})

test('index.html: one module script (the entry and its static imports merged), stylesheet, no inline code', () => {
  const html = readFileSync(join(prod, 'index.html'), 'utf8')
  assert.match(html, '<meta name="viewport" content="width=device-width, initial-scale=1">')
  assert.match(html, '<meta name="color-scheme" content="light dark">')
  assert.match(html, '<title>Rack Console</title>')
  assert.match(html, /<link rel="icon" type="image\/svg\+xml" href="\/assets\/favicon-[A-Z0-9]{8}\.svg">/)
  assert.match(html, /<link rel="stylesheet" href="\/assets\/main-[A-Z0-9]{8}\.css">/)
  assert.match(html, /<script type="module" src="\/assets\/main-[A-Z0-9]{8}\.js"><\/script>/)
  assert.match(html, '<div id="root"></div>')
  // shared.ts, imported by the entry and the lazy page, is in the entry: nothing to preload
  assert.not.match(html, 'modulepreload')
  assert.not.match(html, /<script(?![^>]*\bsrc=)[^>]*>/)
  assert.not.match(html, /<style|style=/)
  assert.equal(
    initialFiles(html).filter((f) => f.endsWith('.js')),
    files(prod).filter((f) => /^assets\/main-.*\.js$/.test(f)),
  )
})

test("the lazy pages import the entry; the first route's shared chunks are one file; every chunk URL is in dist", () => {
  const js = files(prod).filter((f) => f.endsWith('.js'))
  const entry = js.find((f) => f.startsWith('assets/main-'))!
  const read = (prefix: string) =>
    readFileSync(
      join(
        prod,
        js.find((f) => f.startsWith(prefix))!,
      ),
      'utf8',
    )
  const page = read('assets/Page-')
  const shared = js.filter((f) => f.startsWith('assets/shared-'))
  assert.is(shared.length, 1, 'between.ts and row.ts in one file')
  assert.not.ok(
    js.some((f) => f.startsWith('assets/chunk-')),
    `no chunk left: ${js}`,
  )
  assert.match(page, new RegExp(`^import\\{[^}]+\\}from"/${shared[0]}";\n`), 'the page imports the shared file')
  assert.match(page, new RegExp(`import\\{[^}]+\\}from"/${entry}";\n`), 'and the entry')
  for (const other of ['assets/Other-', 'assets/Third-'])
    assert.match(read(other), new RegExp(`^import\\{[^}]+\\}from"/${shared[0]}";\n`), other)
  assert.match(readFileSync(join(prod, shared[0]), 'utf8'), /between pages[\s\S]*a row|a row[\s\S]*between pages/)
  for (const f of js) {
    for (const [, url] of readFileSync(join(prod, f), 'utf8').matchAll(/"\/(assets\/[\w.-]+\.js)"/g))
      assert.ok(js.includes(url), `${f} refers to ${url}`)
  }
  assert.match(readFileSync(join(prod, entry), 'utf8'), 'count ')
  for (const [f, source] of [
    [entry, 'app/shared.ts'],
    [shared[0], 'app/row.ts'],
    [js.find((f) => f.startsWith('assets/Page-'))!, 'app/Page.tsx'],
  ]) {
    const map = JSON.parse(readFileSync(join(prod, f + '.map'), 'utf8')) as { sources: string[] }
    assert.ok(
      map.sources.some((s) => s.endsWith(source)),
      `${f}'s source map reaches ${source}`,
    )
  }
})

test('the built modules run: pages render through the merged entry and shared file', async () => {
  // Node imports the files with /assets/ URLs mapped onto dist by a resolve hook.
  const { register } = await import('node:module')
  register(
    'data:text/javascript,' +
      encodeURIComponent(
        `export async function resolve(s, c, next) { return s.startsWith('/assets/') ? { url: ${JSON.stringify('file://' + prod)} + s, shortCircuit: true } : next(s, c) }`,
      ),
  )
  const js = files(prod).filter((f) => f.endsWith('.js'))
  GlobalRegistrator.register({ url: 'http://localhost:4000/' })
  try {
    document.body.innerHTML = '<div id="root"></div>'
    // A wrong name in a rewritten import fails here: "does not provide an export named ...".
    const entry = await import('/' + js.find((f) => f.startsWith('assets/main-'))!)
    assert.is(entry.mode, 'production-build')
    for (const name of ['Page', 'Other', 'Third']) {
      const mod = await import('/' + js.find((f) => f.startsWith(`assets/${name}-`))!)
      assert.type(mod.default, 'function', name)
    }
    await until(() => document.body.textContent?.includes('count 0'), { what: 'the entry rendered' })
  } finally {
    await GlobalRegistrator.unregister()
  }
})

test('defines: __PREVIEW__ and NODE_ENV; Preact, not React', () => {
  const js = files(prod)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(prod, f), 'utf8'))
    .join('\n')
  assert.match(js, 'production-build')
  assert.not.match(js, 'preview-build')
  assert.match(js, '"production"')
  assert.not.match(js, 'react.production')
  assert.not.match(js, 'react-dom')
  const pjs = files(preview)
    .filter((f) => f.endsWith('.js') && f.startsWith('assets/'))
    .map((f) => readFileSync(join(preview, f), 'utf8'))
    .join('\n')
  assert.match(pjs, 'preview-build')
})

test('manifest lists every file with bytes, sha256, content type; siblings decode to their file', () => {
  const manifest = JSON.parse(readFileSync(join(prod, 'manifest.json'), 'utf8')) as Manifest
  const listed = manifest.files.map((f) => f.path).sort()
  assert.equal(
    listed,
    files(prod).filter((f) => f !== 'manifest.json'),
  )
  for (const f of manifest.files) {
    const data = readFileSync(join(prod, f.path))
    assert.is(f.bytes, data.length, f.path)
    assert.is(f.sha256, createHash('sha256').update(data).digest('hex'), f.path)
    if (f.encoding) {
      assert.is(f.of, f.path.replace(/\.(br|gz)$/, ''))
      const decoded = f.encoding === 'br' ? brotliDecompressSync(data) : gunzipSync(data)
      assert.ok(decoded.equals(readFileSync(join(prod, f.of!))), f.path)
    }
  }
  const type = (p: RegExp) => manifest.files.find((f) => p.test(f.path) && !f.encoding)?.contentType
  assert.is(type(/^index\.html$/), 'text/html; charset=utf-8')
  assert.is(type(/\.js$/), 'text/javascript; charset=utf-8')
  assert.is(type(/\.css$/), 'text/css; charset=utf-8')
  assert.is(type(/\.svg$/), 'image/svg+xml')
  assert.is(type(/\.map$/), 'application/json')
  for (const ext of ['js', 'css', 'html', 'svg', 'map']) {
    assert.ok(
      manifest.files.some((f) => f.path.endsWith(`.${ext}.br`)),
      `.${ext}.br`,
    )
  }
})

test('preview: the msw worker of the installed version and a 404.html fallback', () => {
  const worker = readFileSync(join(preview, 'mockServiceWorker.js'), 'utf8')
  const { version } = JSON.parse(readFileSync(join(root, 'node_modules/msw/package.json'), 'utf8'))
  assert.match(worker, `PACKAGE_VERSION = '${version}'`)
  assert.is(readFileSync(join(preview, '404.html'), 'utf8'), readFileSync(join(preview, 'index.html'), 'utf8'))
  assert.not.ok(existsSync(join(prod, 'mockServiceWorker.js')))
  assert.not.ok(existsSync(join(prod, '404.html')))
})

test('the metafile lands beside dist, and check-dist accepts the build', () => {
  assert.ok(existsSync(join(base, 'prod', '.tmp', 'meta.json')))
  const report = analyzeDist(prod)
  assert.equal(report.failures, [])
  assert.ok(report.initial.brotli > 0)
})

test('check-dist catches a tampered file, an outside URL and inline code', () => {
  const js = files(prod).find((f) => f.startsWith('assets/Page-') && f.endsWith('.js'))!
  writeFileSync(join(prod, js), readFileSync(join(prod, js), 'utf8') + '\nfetch("https://cdn.example.net.evil/x.js")\n')
  writeFileSync(
    join(prod, 'index.html'),
    readFileSync(join(prod, 'index.html'), 'utf8').replace('</head>', '<script>alert(1)</script></head>'),
  )
  const failures = analyzeDist(prod).failures.join('\n')
  assert.match(failures, `manifest: ${js} is`)
  assert.match(failures, 'https://cdn.example.net.evil/x.js')
  assert.match(failures, 'inline script')
})

let finished = false
test.after(() => {
  finished = true
})
process.on('exit', () => {
  if (!finished) {
    console.error('test/embed/build.test.ts: suite did not finish')
    process.exitCode = 1
  }
})

test.run()
