declare module '*.css'
/** Set by build.ts: true in the static preview build (MSW in the browser). */
declare const __PREVIEW__: boolean
/** URL of the upload worker's script (build.ts); undefined outside a build (tests). */
declare const __UPLOAD_WORKER__: string
/** The starter script's table of the routes' first calls (build.ts, scripts/first-calls.ts). */
declare const __FIRST_CALLS__: import('./routing/first-calls').FirstCallRow[]
/** The entry's URL, for the starter, which runs it (build.ts, web/first-calls-start.ts). */
declare const __ENTRY_URL__: string
/** The code of the page the starter pre-paints (the instances list), which it asks for while it holds the entry (build.ts). */
declare const __FIRST_PAGE_URLS__: string[]
/** Whether the starter pre-paints the instances list's rows (build.ts; false with --no-first-paint, to measure it). */
declare const __FIRST_PAINT__: boolean
