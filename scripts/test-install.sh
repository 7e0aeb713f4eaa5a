#!/usr/bin/env bash
# `make test-install`: make install into a temporary PREFIX, use what it installed as a user would,
# make uninstall, and check that nothing is left. Prints one line per check and a closing count.
set -u
cd "$(dirname "$0")/.."
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
passed=0
failed=0
check() {
  local what=$1
  shift
  if "$@" >/dev/null 2>&1; then
    echo "ok: $what"
    passed=$((passed + 1))
  else
    echo "FAILED: $what ($*)"
    failed=$((failed + 1))
  fi
}

if ! make --no-print-directory install PREFIX="$prefix" >"$prefix.log" 2>&1; then
  cat "$prefix.log"
  rm -f "$prefix.log"
  echo "install: 0 passed, 1 failed"
  exit 1
fi
rm -f "$prefix.log"

check "the binary prints its version" bash -c "'$prefix/bin/wordfall' --version | grep -qx '[0-9]*\.[0-9]*\.[0-9]*'"
check "the installed binary finds its own levels" \
  env -u WORDFALL_RESOURCES "$prefix/bin/wordfall" check "$prefix/share/wordfall/Levels"
check "the installed binary makes a day's puzzle from its own word list" \
  bash -c "env -u WORDFALL_RESOURCES '$prefix/bin/wordfall' daily --level --date 2026-11-24 | grep -q '\"id\": \"daily-2026-11-24\"'"
check "man -l renders the page with its keys and exit statuses" \
  bash -c "MANWIDTH=80 man -l '$prefix/share/man/man6/wordfall.6' | grep -q 'EXIT STATUS' && MANWIDTH=80 man -l '$prefix/share/man/man6/wordfall.6' | grep -q 'Ctrl-D'"
check "bash finds the completion" \
  bash -c "source '$prefix/share/bash-completion/completions/wordfall' && complete -p wordfall | grep -q _wordfall"
check "bash completes the subcommands" bash -c "
  source '$prefix/share/bash-completion/completions/wordfall'
  COMP_WORDS=(wordfall ch); COMP_CWORD=1; COMP_LINE='wordfall ch'; COMP_POINT=\${#COMP_LINE}
  _wordfall wordfall ch wordfall; [[ \" \${COMPREPLY[*]} \" == *' check '* ]]"
check "bash completes a pack folder where a level or pack is expected" bash -c "
  cd Resources && source '$prefix/share/bash-completion/completions/wordfall'
  COMP_WORDS=(wordfall check Le); COMP_CWORD=2; COMP_LINE='wordfall check Le'; COMP_POINT=\${#COMP_LINE}
  _wordfall wordfall Le check; [[ \" \${COMPREPLY[*]} \" == *' Levels '* ]]"
check "zsh completion installed" grep -q "#compdef wordfall" "$prefix/share/zsh/vendor-completions/_wordfall"
check "fish completion installed" grep -q "^complete -c 'wordfall'" "$prefix/share/fish/vendor_completions.d/wordfall.fish"

make --no-print-directory uninstall PREFIX="$prefix" >/dev/null
check "uninstall leaves no file behind" bash -c "[ -z \"\$(find '$prefix' -type f)\" ]"

echo "install: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
