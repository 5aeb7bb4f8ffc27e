# Shared by scripts/play, scripts/bench and scripts/test: make .venv on first use and reinstall
# only when the build files or the pinned versions change, so the second run starts at once.
# Sourcing this file reads no arguments (the caller's own arguments stay theirs); call
# `ensure_venv [extras]` afterwards. Versions come from constraints.txt (see README, Develop).
# Usage: . scripts/_venv.sh; ensure_venv test
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$root/.venv"

ensure_venv() {
  local extras="${1:-}"
  local stamp="$venv/.installed${extras:+-$extras}"
  if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
  fi
  if [ ! -f "$stamp" ] || [ "$root/pyproject.toml" -nt "$stamp" ] \
      || [ "$root/constraints.txt" -nt "$stamp" ]; then
    echo "Setting up warkit in $venv ..." >&2
    # pip's and the build's chatter goes to a log, shown only if the set-up fails. Not -q: pip
    # says why a resolution is impossible (which pins conflict, which need another Python) only
    # at its normal level, and that reason is what a failed set-up must show.
    local log="$venv/setup.log"
    if ! { "$venv/bin/python" -m pip install --upgrade pip \
           && "$venv/bin/python" -m pip install -c "$root/constraints.txt" -e "$root${extras:+[$extras]}"; } >"$log" 2>&1; then
      cat "$log" >&2
      echo "Setting up warkit failed; the messages above are also in $log." >&2
      exit 1
    fi
    touch "$stamp"
  fi
}
