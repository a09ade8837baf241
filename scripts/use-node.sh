# Puts the Node.js named in .node-version first on PATH for the shell that sources it:
#   . scripts/use-node.sh
# When the machine's node is older than that version (Debian's is 20), the exact version is installed once from
# the npm registry's own Node.js binaries (node-<os>-<arch>) under ~/.cache/fiskeganget/node/<version>, so a
# machine with only an old Node and npm needs nothing else. A machine node at or above the pin is used as it is.
# Also points node-gyp at the chosen Node's headers, so a native addon never builds against another version's.

fg_pinned="$(tr -d ' \r\n' < "$(dirname "${BASH_SOURCE[0]:-$0}")/../.node-version")"
fg_current="$(node --version 2>/dev/null | sed 's/^v//')"

fg_older() { # true when $1 sorts before $2 as a version
  [ "$1" != "$2" ] && [ "$(printf '%s\n%s\n' "$1" "$2" | sort -V | head -n1)" = "$1" ]
}

if [ -z "$fg_current" ] || fg_older "$fg_current" "$fg_pinned"; then
  case "$(uname -s)" in Linux) fg_os=linux ;; Darwin) fg_os=darwin ;; *) fg_os=unsupported ;; esac
  case "$(uname -m)" in x86_64|amd64) fg_arch=x64 ;; aarch64|arm64) fg_arch=arm64 ;; *) fg_arch=unsupported ;; esac
  fg_dir="${FISKEGANGET_NODE_CACHE:-$HOME/.cache/fiskeganget/node}/$fg_pinned"
  fg_pkg="$fg_dir/node_modules/node-$fg_os-$fg_arch"
  if [ ! -x "$fg_pkg/bin/node" ]; then
    echo "== installing Node.js $fg_pinned (node-$fg_os-$fg_arch from the npm registry; this machine has ${fg_current:-none})" >&2
    mkdir -p "$fg_dir"
    npm install --prefix "$fg_dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "node-$fg_os-$fg_arch@$fg_pinned" >&2 || { echo "Could not install Node.js $fg_pinned" >&2; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$fg_pkg/bin:$PATH"
  export npm_config_nodedir="$fg_pkg"
  hash -r 2>/dev/null || true
fi
unset -f fg_older
unset fg_pinned fg_current fg_os fg_arch fg_dir fg_pkg
