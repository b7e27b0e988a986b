#!/usr/bin/env bash
# Make the macOS disk image: the .app and a link to /Applications to drag it onto.
#
#     packaging/macos/build_dmg.sh "dist/macos/Cabo Desktop.app" dist/cabo-desktop-0.1.0-macos-arm64.dmg "Cabo Desktop 0.1.0"
#
# Normally run by `python packaging/build.py --dmg`, which first builds the .app with PyInstaller
# (the spec's BUNDLE step: Info.plist values, the .icns icon, ad-hoc code signature). Needs
# macOS (hdiutil). The image is compressed (UDZO) and read-only.
set -euo pipefail

if [ $# -ne 3 ]; then
    echo "usage: $0 APP OUTPUT.dmg VOLUME_NAME   (or run: python packaging/build.py --dmg)" >&2
    exit 2
fi
app=$1
out=$2
volume=$3
[ -d "$app" ] || { echo "build_dmg.sh: no app bundle at $app" >&2; exit 1; }
command -v hdiutil >/dev/null || { echo "build_dmg.sh: hdiutil not found: the .dmg is made on macOS" >&2; exit 1; }

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
# ditto keeps the bundle's symlinks, extended attributes and code signature intact
ditto "$app" "$stage/$(basename "$app")"
ln -s /Applications "$stage/Applications"
rm -f "$out"
hdiutil create -volname "$volume" -srcfolder "$stage" -fs HFS+ -format UDZO \
    -imagekey zlib-level=9 -ov "$out"
hdiutil verify "$out"
