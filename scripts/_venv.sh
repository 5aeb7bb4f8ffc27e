# Shared by scripts/play and scripts/test: make .venv on first use, reinstall only when
# pyproject.toml changes, so the second run starts at once.
# Usage: . scripts/_venv.sh [extras]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$root/.venv"
extras="${1:-}"
stamp="$venv/.installed${extras:+-$extras}"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
if [ ! -f "$stamp" ] || [ "$root/pyproject.toml" -nt "$stamp" ]; then
  echo "Setting up warkit in $venv ..." >&2
  "$venv/bin/python" -m pip install -q --upgrade pip >&2
  "$venv/bin/python" -m pip install -q -e "$root${extras:+[$extras]}" >&2
  touch "$stamp"
fi
