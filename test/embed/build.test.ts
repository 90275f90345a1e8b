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
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { analyzeDist, initialFiles } from '../../scripts/check-dist.ts'
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
export default function Page() { return <h1>{shared(1)}{between()}</h1> }
`,
  // shared by the two lazy pages only: a chunk of its own that stays one
  'between.ts': `export const between = () => 'between pages'\n`,
  'Other.tsx': `import { between } from './between'
export default function Other() { return <p>{between()}</p> }
`,
  'main.css': `body { margin: 0; font-family: system-ui }\n`,
}
mkdirSync(app, { recursive: true })
for (const [name, text] of Object.entries(sources)) writeFileSync(join(app, name), text)

function build(outdir: string, ...flags: string[]) {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'build.ts', '--entry', relative(root, join(app, 'main.tsx')), '--outdir', outdir, ...flags],
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

test('the lazy pages import the entry, and every chunk URL in the JS is a file in dist', () => {
  const js = files(prod).filter((f) => f.endsWith('.js'))
  const entry = js.find((f) => f.startsWith('assets/main-'))!
  const page = readFileSync(
    join(
      prod,
      js.find((f) => f.startsWith('assets/Page-'))!,
    ),
    'utf8',
  )
  assert.match(page, new RegExp(`^import\\{[^}]+\\}from"/${entry}";\n`), 'the first line imports the entry')
  assert.match(page, /import\{[^}]+\}from"\/assets\/chunk-[A-Z0-9]{8}\.js"/, 'and the chunk it shares with Other')
  for (const f of js) {
    for (const [, url] of readFileSync(join(prod, f), 'utf8').matchAll(/"\/(assets\/[\w.-]+\.js)"/g))
      assert.ok(js.includes(url), `${f} refers to ${url}`)
  }
  assert.match(readFileSync(join(prod, entry), 'utf8'), 'count ')
  const map = JSON.parse(readFileSync(join(prod, entry + '.map'), 'utf8')) as { sources: string[] }
  assert.ok(
    map.sources.some((s) => s.endsWith('app/shared.ts')),
    'the merged source map reaches the sources',
  )
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
