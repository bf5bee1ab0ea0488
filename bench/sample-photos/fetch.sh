#!/usr/bin/env bash
# Real photos for the vision benchmark and accuracy check, from Debian packages that ship them (the
# packages and licences are listed in photos.ts). Unpacked under .cache/sample-photos/; nothing here is
# needed by the product or the test suite, whose few photos are in test/fixtures/photos/.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=.cache/sample-photos
mkdir -p "$dir/debs" "$dir/x"
packages=$(npx tsx -e "import { PACKAGES } from './bench/sample-photos/photos'; console.log(PACKAGES.join(' '))")
(cd "$dir/debs" && apt-get download $packages)
for deb in "$dir"/debs/*.deb; do dpkg -x "$deb" "$dir/x"; done
echo "Unpacked $(ls "$dir"/debs | wc -l) packages into $dir/x"
