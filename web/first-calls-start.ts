/**
 * The starter (issue #34): a script of its own, listed first in index.html as an async module, so it
 * runs as soon as it arrives (not after the stylesheet and the parse, as the deferred entry does),
 * and starts the first route's calls while the entry is still arriving and being parsed. It matches
 * the location against the table build.ts made from the route table and hands each response to the
 * app's fetch core (web/api/early-calls.ts), which takes it instead of sending the same request.
 * If the app asks for something else, the early calls are dropped; if the entry ran first, the
 * starter sends nothing.
 */
import { versionHeaders } from './api/api-version'
import { markStarterRan, startEarlyCall } from './api/early-calls'
import { paintFirstRoute } from './first-paint/paint'
import { firstCallUrls } from './routing/first-calls'

markStarterRan()
const urls = firstCallUrls(__FIRST_CALLS__, location.pathname)
for (const url of urls) startEarlyCall(url, versionHeaders())
// the list's first rows, painted from that response before the entry has run (web/first-paint)
paintFirstRoute(location, urls)
