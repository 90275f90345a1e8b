/**
 * Where a person signs in is the control plane's to say, not the console's. Nexus answers `GET /login` itself
 * (`login_begin`) with a 302 to the sign-in page of the silo the request was sent to: `/login/{silo}/local`, or
 * `/login/{silo}/saml/{provider}` for a silo that signs in through an identity provider. The console's 401s send the
 * browser there (http.ts `redirectToLogin`), so the console's own /login page only shows where nothing answered that
 * request first (the preview build, whose mock runs in the page): it asks the same question and goes where it is told.
 */
import useSWR from 'swr'
import { ApiErrorThrown } from './call'
import { ERROR_READING_RESPONSE, errorMessage } from './errors'
import { toQueryString } from './http'

/** A sign-in page of this console, as the answer names it: `/login/{silo}/local` or `/login/{silo}/saml/{provider}`. */
const SIGN_IN_PAGE = /^\/login\/[^/?#]+\/(local|saml\/[^/?#]+)$/

/** The path (and query) of the sign-in page the control plane sends `/login?redirect_uri=…` to. */
export async function fetchSignInPage(redirectUri: string | undefined): Promise<string> {
  const res = await fetch('/login' + toQueryString({ redirectUri }), { headers: { accept: 'application/json' } })
  if (!res.ok) {
    const body = (await res.json().catch(() => undefined)) as { message?: string; error_code?: string } | undefined
    const message = body ? errorMessage({ message: body.message, errorCode: body.error_code }, res.status) : undefined
    throw new ApiErrorThrown({
      message: message ?? ERROR_READING_RESPONSE,
      statusCode: res.status,
      requestId: res.headers.get('x-request-id') ?? '',
    })
  }
  // the redirect was followed: where it ended is the answer, if it is a sign-in page of this console
  const to = new URL(res.url, location.href)
  if (!res.redirected || to.origin !== location.origin || !SIGN_IN_PAGE.test(to.pathname))
    throw new ApiErrorThrown({ message: ERROR_READING_RESPONSE, statusCode: res.status, requestId: '' })
  return to.pathname + to.search
}

/** The sign-in page for `redirectUri`, asked once (a second ask would only say the same). */
export function useSignInPage(redirectUri: string | undefined) {
  return useSWR<string, ApiErrorThrown>(['sign-in-page', redirectUri ?? ''], () => fetchSignInPage(redirectUri), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  })
}
