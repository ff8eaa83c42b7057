// The end-to-end server is configured for "Sign in with GitHub" with this dummy OAuth app; the
// browser cannot reach github.com, so the tests stop at GitHub's authorize URL.
export const E2E_GITHUB_ID = "e2e-github-client-id";
