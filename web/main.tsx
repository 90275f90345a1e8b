// First: the route's query and page chunk start before the rest of the entry runs.
import { firstPageReady } from './start-first-route'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { recheckRememberedVersion } from './api/api-version'
import { installDevtools } from './api/devtools'
import { firstPaintReady } from './first-paint/slot'
import './ui/styles.css'
import { applyStoredTheme } from './ui/theme'

// Before anything renders, so the first paint is already in the chosen theme.
applyStoredTheme()

async function boot() {
  // The preview build answers the API in the browser; the worker must be up before the first call.
  if (__PREVIEW__) {
    const { startMockWorker } = await import('./mock/browser')
    await startMockWorker()
  }
  installDevtools()
  await firstPaintReady(firstPageReady)
  const root = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))
  createRoot(root).render(<App />)
  // a rack remembered as refusing the newest API version may have been updated since (./api/api-version.ts)
  void recheckRememberedVersion()
}

boot()
