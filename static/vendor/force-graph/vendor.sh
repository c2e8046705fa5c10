#!/bin/sh
# Repeatable vendoring of the graph library: the pinned npm release's UMD bundle (all
# dependencies inside), copied here with its licence. Nothing is fetched at run time.
set -eu
VERSION=1.52.0
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "force-graph@$VERSION" >/dev/null && tar xzf "force-graph-$VERSION.tgz")
cp "$work/package/dist/force-graph.min.js" "$here/force-graph.min.js"
cp "$work/package/LICENSE" "$here/LICENSE"
echo "force-graph $VERSION vendored into $here"
