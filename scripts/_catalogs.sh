# Shared by scripts/update-catalogs, scripts/add-language and scripts/check-catalogs:
# the one Babel extraction command, so the template is always made the same way.
# Usage: . scripts/_catalogs.sh; extract_template OUTPUT_FILE
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$root/.venv"
pybabel="$venv/bin/pybabel"
[ -x "$pybabel" ] || pybabel="pybabel"

extract_template() {
  local output="$1"
  (cd "$root" && "$pybabel" -q extract -F babel.cfg \
      --no-default-keywords -k _ -k gettext -k ngettext:1,2 -k pgettext:1c,2 -k npgettext:1c,2,3 \
      --add-comments "Translators:" --add-location file --sort-by-file \
      --project warkit --version "$(sed -n 's/^__version__ = "\(.*\)"/\1/p' warkit/__init__.py)" \
      --copyright-holder "the warkit authors" \
      --ignore-dirs ".* tests scripts docs build dist" -o "$output" .)
}

# The template without its creation date, for comparing two extractions.
template_body() {
  grep -v '^"POT-Creation-Date:' "$1"
}
