declare module '*.css'
/** Set by build.ts: true in the static preview build (MSW in the browser). */
declare const __PREVIEW__: boolean
