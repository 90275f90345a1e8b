declare module '*.css'
/** Set by build.ts: true in the static preview build (MSW in the browser). */
declare const __PREVIEW__: boolean
/** URL of the upload worker's script (build.ts); undefined outside a build (tests). */
declare const __UPLOAD_WORKER__: string
