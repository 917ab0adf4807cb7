// Where Debian puts the browsers the scripts drive: read by scripts/ensure-browser.mjs, which installs a missing
// one, and by playwright.config.ts, which cannot load ES modules.

/** Full Chromium: Lighthouse and the screenshots script, which look at pages as a visitor's browser draws them. */
const CHROMIUM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/**
 * The tests' browser: Debian's old headless shell, the same engine without the full browser around it. In headless
 * mode `chromium`'s browser and GPU processes used half of a two-core machine drawing pages nobody looks at; with the
 * shell the browser suite took a quarter less time, and a three-spec sample half. The binary first: Debian's
 * /usr/bin entry is a shell wrapper.
 */
const HEADLESS_SHELL_CANDIDATES = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium-headless-shell"];

module.exports = { CHROMIUM_CANDIDATES, HEADLESS_SHELL_CANDIDATES };
