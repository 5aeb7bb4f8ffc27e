# Shared by scripts/play, scripts/bench and scripts/test: make .venv on first use and reinstall
# only when the build files or the pinned versions change, so the second run starts at once.
# Sourcing this file reads no arguments (the caller's own arguments stay theirs); call
# `ensure_venv [extras]` afterwards. Versions come from constraints.txt (see README, Develop).
# Usage: . scripts/_venv.sh; ensure_venv test
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$root/.venv"

# The Pythons warkit claims (pyproject.toml's classifiers; tests/test_venv_setup.py keeps them equal).
pythons="3.11 3.12 3.13"

# The 3.N a Python says it is, or nothing when it does not start.
python_version() {
  "$1" -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null
}

# The first claimed Python found: $PYTHON if set, else python3, else python3.13 … python3.11.
claimed_python() {
  local candidate version
  for candidate in ${PYTHON:-} python3 $(printf 'python%s ' $pythons | tr ' ' '\n' | sort -r); do
    version="$(python_version "$candidate")" || continue
    case " $pythons " in *" $version "*) echo "$candidate"; return 0 ;; esac
  done
  return 1
}

# Why .venv cannot be used as it is (its pyvenv.cfg names a Python outside the claimed ones, or
# its interpreter is gone), or nothing when it can.
stale_venv() {
  [ -e "$venv" ] || return 0
  local made
  made="$(sed -n 's/^version\(_info\)\{0,1\} *= *\([0-9]*\.[0-9]*\).*/\2/p' "$venv/pyvenv.cfg" 2>/dev/null | head -n 1)"
  if [ -z "$made" ] || ! python_version "$venv/bin/python" >/dev/null; then
    echo "its Python is missing"
  else
    case " $pythons " in *" $made "*) ;; *) echo "it was made with Python $made" ;; esac
  fi
}

ensure_venv() {
  local extras="${1:-}"
  local stamp="$venv/.installed${extras:+-$extras}"
  local stale python
  stale="$(stale_venv)"
  if [ -n "$stale" ]; then
    echo "Making $venv again: $stale (warkit runs on Python ${pythons// /, })." >&2
    rm -rf "$venv"
  fi
  if [ ! -x "$venv/bin/python" ]; then
    if ! python="$(claimed_python)"; then
      echo "warkit needs Python ${pythons// /, }: install one, or name it with PYTHON=/path/to/python3.12 $0" >&2
      exit 1
    fi
    "$python" -m venv "$venv"
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
