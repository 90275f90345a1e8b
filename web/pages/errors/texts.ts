/** the rules: screens, errors: error page texts, quoted exactly. */
export const NOT_FOUND_TITLE = 'Page not found'
export const NOT_FOUND_BODY = "The page you are looking for doesn't exist or you may not have access to it."
export const ERROR_TITLE = 'Something went wrong'
export const ERROR_BODY = 'Please try again. If the problem persists, contact your administrator.'
export const NO_GROUPS_NOTICE =
  'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.'
export const IDP_DOCS_URL = 'https://docs.oxide.computer/guides/system/identity-providers'
export const NOT_OFFERED_TITLE = 'Not available on this control plane'
