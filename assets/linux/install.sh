#!/bin/sh
# Puts the built executable in the applications menu (and, if there is one, on the desktop) of a
# Linux desktop, for this user only; nothing needs root.
#
#   sh assets/linux/install.sh [EXECUTABLE]      (default: dist/arigato-daitoshi)
#
# The executable goes to ~/.local/bin, the icon into the hicolor theme, the .desktop file into
# ~/.local/share/applications. `sh assets/linux/install.sh --uninstall` takes them away again.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
name=arigato-daitoshi
data=${XDG_DATA_HOME:-$HOME/.local/share}
bin=$HOME/.local/bin
apps=$data/applications
icons=$data/icons/hicolor/256x256/apps
desktop_dir=$(xdg-user-dir DESKTOP 2>/dev/null || echo "$HOME/Desktop")

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$bin/$name" "$apps/$name.desktop" "$icons/$name.png" "$desktop_dir/$name.desktop"
    echo "removed $name"
    exit 0
fi

exe=${1:-$here/../../dist/$name}
[ -f "$exe" ] || { echo "no executable at $exe: build it first (pyinstaller build.spec)" >&2; exit 1; }
mkdir -p "$bin" "$apps" "$icons"
install -m 755 "$exe" "$bin/$name"
install -m 644 "$here/$name.png" "$icons/$name.png"
# Exec with the full path: ~/.local/bin is not on every desktop session's PATH
sed -e "s|^Exec=.*|Exec=$bin/$name|" -e "s|^TryExec=.*|TryExec=$bin/$name|" \
    "$here/$name.desktop" > "$apps/$name.desktop"
chmod 755 "$apps/$name.desktop"
where="in the applications menu"
if [ -d "$desktop_dir" ]; then
    where="$where and on $desktop_dir"
    cp "$apps/$name.desktop" "$desktop_dir/$name.desktop"
    chmod 755 "$desktop_dir/$name.desktop"
    # GNOME starts a desktop launcher on double-click only once it is marked trusted
    gio set "$desktop_dir/$name.desktop" metadata::trusted true 2>/dev/null || true
fi
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" || true
echo "installed $name: $bin/$name, $where"
