#!/usr/bin/env bash
# Vendor the browser libraries pinned in frontend/package-lock.json into static/vendor/:
# for each, its minified browser bundle, its LICENSE, and the licences of the packages the
# bundle was built from (THIRD_PARTY_LICENSES). The result is committed, so serving never
# needs npm or a CDN. Run it again after changing frontend/package.json, then commit.
#
#   scripts/vendor_js.sh
set -euo pipefail
cd "$(dirname "$0")/../frontend"
npm ci --no-audit --no-fund --ignore-scripts

# vendor <package> <bundle inside the package>
vendor() {
  local package=$1 bundle=$2
  local destination=../static/vendor/$package
  rm -rf "$destination"
  mkdir -p "$destination"
  cp "node_modules/$package/$bundle" "$destination/"
  cp "node_modules/$package/LICENSE" "$destination/LICENSE"
  third_party_licenses "$package" > "$destination/THIRD_PARTY_LICENSES"
  # A package that bundles others without depending on them ships their licences itself.
  if [ -f "node_modules/$package/LICENSE-3RD-PARTY.txt" ]; then
    cat "node_modules/$package/LICENSE-3RD-PARTY.txt" >> "$destination/THIRD_PARTY_LICENSES"
  fi
  echo "vendored $package $(package_version "$package") -> static/vendor/$package/"
}

package_version() {
  node -p "require('./node_modules/$1/package.json').version"
}

# The folders of every package $1 depends on, directly or not, read from the lockfile
# with Node's lookup (a nested node_modules/ first, then the ones above it).
dependency_folders() {
  node -e '
    const lock = require("./package-lock.json").packages;
    const seen = new Set();
    const resolve = (from, name) => {
      for (let at = from; ; at = at.slice(0, at.lastIndexOf("/node_modules/"))) {
        const candidate = `${at}/node_modules/${name}`;
        if (lock[candidate]) return candidate;
        if (!at.includes("/node_modules/")) return lock[`node_modules/${name}`] ? `node_modules/${name}` : null;
      }
    };
    const visit = (folder) => {
      for (const name of Object.keys(lock[folder].dependencies || {})) {
        const found = resolve(folder, name);
        if (found && !seen.has(found)) { seen.add(found); visit(found); }
      }
    };
    visit(`node_modules/${process.argv[1]}`);
    console.log([...seen].sort().join("\n"));
  ' "$1"
}

# The licence texts of those packages (the bundle contains their code), each under a
# header naming the package, its version and its licence.
third_party_licenses() {
  local folder license_file
  dependency_folders "$1" | while read -r folder; do
    [ -n "$folder" ] || continue  # a package with no dependencies
    license_file=$(find "$folder" -maxdepth 1 -iname 'licen[cs]e*' | sort | head -n 1)
    printf '### %s %s (%s)\n\n' "${folder##*node_modules/}" \
      "$(node -p "require('./$folder/package.json').version")" \
      "$(node -p "require('./$folder/package.json').license")"
    if [ -n "$license_file" ]; then cat "$license_file"; else echo "(the package ships no licence file)"; fi
    printf '\n'
  done
}

vendor force-graph dist/force-graph.min.js
# axe-core is never loaded by a page: the browser tests inject it to check accessibility.
vendor axe-core axe.min.js
