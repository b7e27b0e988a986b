#!/bin/sh
# Cabo Desktop installer for Linux, run by the self-extracting .run file:
#
#     sh cabo-desktop-VERSION-linux-ARCH.run                  for you alone, into ~/.local
#     sh cabo-desktop-VERSION-linux-ARCH.run -- --prefix DIR  under DIR (e.g. /usr/local, as root)
#
# It installs
#     PREFIX/opt/cabo-desktop/        the game, with uninstall.sh
#     PREFIX/bin/cabo-desktop         the command that starts it
#     PREFIX/share/applications/cabo-desktop.desktop and PREFIX/share/icons/hicolor/*/apps/cabo-desktop.png
# Installing again replaces the earlier version. Settings and saved games live elsewhere (in your
# per-user folders) and are never touched.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
version=$(cat "$here/VERSION")
prefix=

usage() {
    echo "usage: sh cabo-desktop-$version-linux-*.run [-- --prefix DIR]"
    echo "Installs Cabo Desktop $version into ~/.local (default) or under DIR."
}

while [ $# -gt 0 ]; do
    case $1 in
        --prefix)
            [ $# -ge 2 ] || { echo "install: --prefix needs a folder" >&2; exit 2; }
            prefix=$2; shift 2 ;;
        --prefix=*) prefix=${1#--prefix=}; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "install: unknown option $1" >&2; usage >&2; exit 2 ;;
    esac
done

if [ -z "$prefix" ]; then
    [ -n "${HOME:-}" ] || { echo "install: HOME is not set; give a folder with --prefix" >&2; exit 2; }
    prefix=$HOME/.local
fi
# makeself runs this script in its temporary folder: a relative folder is meant from where the
# user started the .run file
case $prefix in
    /*) ;;
    *) prefix=${USER_PWD:-$PWD}/$prefix ;;
esac
prefix=${prefix%/}
# the path is written into a shell script and a .desktop file: keep out what would need quoting
case $prefix in
    *[\"\'\`\$\\%\|]*)
        echo "install: please choose a folder without quotes, \$, %, | or backslashes: $prefix" >&2
        exit 2 ;;
esac

opt=$prefix/opt/cabo-desktop
bindir=$prefix/bin
share=$prefix/share

# Is PREFIX/share a folder the desktop reads menus and icons from (XDG base directories)?
on_menu_path() {
    for dir in "${XDG_DATA_HOME:-${HOME:-/nonexistent}/.local/share}" \
               $(echo "${XDG_DATA_DIRS:-/usr/local/share:/usr/share}" | tr ':' ' '); do
        [ "${dir%/}" = "$share" ] && return 0
    done
    return 1
}

mkdir -p "$prefix/opt" "$bindir" "$share/applications"

# The new files go beside the old ones first and replace them with one rename: an install that
# fails half way leaves the earlier version working.
staging=$(mktemp -d "$prefix/opt/.cabo-desktop-new.XXXXXX")
trap 'rm -rf "$staging"' EXIT
cp -R "$here/cabo-desktop/." "$staging/"
sizes=
for file in "$here"/icons/cabo-desktop-*.png; do
    size=${file##*/cabo-desktop-}
    sizes="$sizes ${size%.png}"
done
# shellcheck disable=SC2086  # split on purpose: one size a line, sorted
sizes=$(printf '%s\n' $sizes | sort -n | tr '\n' ' ')  # e.g. "16 24 32 ... 512 "
cat > "$staging/uninstall.sh" <<EOF
#!/bin/sh
# Removes Cabo Desktop $version from $prefix. Your settings and saved games stay.
set -eu
rm -f "$bindir/cabo-desktop" "$share/applications/cabo-desktop.desktop"
for n in $sizes; do
    rm -f "$share/icons/hicolor/\${n}x\${n}/apps/cabo-desktop.png"
done
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$share/applications" 2>/dev/null || true
fi
if [ -f "$share/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -f "$share/icons/hicolor" 2>/dev/null || true
fi
rm -rf "$opt"
echo "Cabo Desktop removed from $prefix."
EOF
chmod 755 "$staging" "$staging/uninstall.sh"
if [ -e "$opt" ]; then
    old=$prefix/opt/.cabo-desktop-old.$$
    mv "$opt" "$old"
    mv "$staging" "$opt"
    rm -rf "$old"
else
    mv "$staging" "$opt"
fi
trap - EXIT

# the command on the PATH (a script, so the game finds its files beside the real executable)
cat > "$bindir/.cabo-desktop.$$" <<EOF
#!/bin/sh
# Cabo Desktop $version. Uninstall with: $opt/uninstall.sh
exec "$opt/cabo-desktop" "\$@"
EOF
chmod 755 "$bindir/.cabo-desktop.$$"
mv -f "$bindir/.cabo-desktop.$$" "$bindir/cabo-desktop"

for n in $sizes; do
    mkdir -p "$share/icons/hicolor/${n}x${n}/apps"
    cp "$here/icons/cabo-desktop-$n.png" "$share/icons/hicolor/${n}x${n}/apps/cabo-desktop.png"
done
if on_menu_path; then
    icon=cabo-desktop
else  # the desktop will not look for the icon there by name
    icon=$share/icons/hicolor/256x256/apps/cabo-desktop.png
fi
# the menu entry starts the game by its full path: PREFIX/bin need not be on the PATH
sed -e "s|^Exec=.*|Exec=\"$bindir/cabo-desktop\"|" \
    -e "s|^TryExec=.*|TryExec=$bindir/cabo-desktop|" \
    -e "s|^Icon=.*|Icon=$icon|" \
    "$here/cabo-desktop.desktop" > "$share/applications/.cabo-desktop.desktop.$$"
mv -f "$share/applications/.cabo-desktop.desktop.$$" "$share/applications/cabo-desktop.desktop"

if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$share/applications" 2>/dev/null || true
fi
if [ -f "$share/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -f "$share/icons/hicolor" 2>/dev/null || true
else
    touch "$share/icons/hicolor"  # a newer folder makes running desktops look again
fi

echo "Cabo Desktop $version is installed in $opt."
echo "Start it from your applications menu, or with: $bindir/cabo-desktop"
case ":${PATH:-}:" in
    *":$bindir:"*) ;;
    *) echo "($bindir is not on your PATH: add it to start the game as just 'cabo-desktop'.)" ;;
esac
on_menu_path || echo "(Your desktop may not read menu entries from $share; the entry is $share/applications/cabo-desktop.desktop.)"
echo "To uninstall: $opt/uninstall.sh"
