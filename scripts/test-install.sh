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
# The binary is a static executable (docs/decisions/0330): it names no shared library but glibc's (none
# at all when fully static), so it runs on a machine with nothing installed beside glibc.
needs_only_glibc() {
  local needed
  needed=$(readelf -d "$1" 2>/dev/null | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
  for library in $needed; do
    case $library in libc.so.* | libm.so.* | ld-linux*.so.* | libpthread.so.* | libdl.so.* | librt.so.*) ;;
    *) echo "needs $library"; return 1 ;;
    esac
  done
  ldd "$1" 2>&1 | grep -Eq 'not a dynamic executable|statically linked' || [ -n "$needed" ]
}
check "the installed binary needs no shared library but glibc's" needs_only_glibc "$prefix/bin/wordfall"
check "the installed binary runs a level with an empty environment and no library path" bash -c "
  cd Resources && env -i LD_LIBRARY_PATH=/nonexistent '$prefix/bin/wordfall' run Levels/01-first-steps.json \
    --script ../Tests/Fixtures/starter-scripts/01-first-steps.txt | tail -1 | grep -q '\"status\":\"completed\"'"
check "the installed binary is stripped" bash -c "! readelf -S '$prefix/bin/wordfall' | grep -Eq '\.(z)?debug_info|\.symtab'"
debug_file="$prefix/lib/debug$prefix/bin/wordfall.debug"
check "its debug information is kept apart, named by its .gnu_debuglink" bash -c "
  readelf -S '$debug_file' | grep -Eq '\.(z)?debug_info' &&
  readelf -p .gnu_debuglink '$prefix/bin/wordfall' | grep -q 'wordfall.debug'"
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

# Issue 36: with a uid /etc/passwd lacks and neither HOME nor XDG_DATA_HOME, the data folder is not looked
# up in the password database (a static binary's getpwuid loads the machine's NSS modules and died of
# SIGSEGV): a clear message naming both, exit 1. Needs root to take another uid; skipped otherwise.
unknown_uid_no_home() {
  [ "$(id -u)" -eq 0 ] || return 0
  chmod a+rx "$prefix"
  local out status
  out=$(env -i setpriv --reuid=54321 --regid=54321 --clear-groups "$1" stats 2>&1)
  status=$?
  [ "$status" -eq 1 ] && echo "$out" | grep -q 'XDG_DATA_HOME is not an absolute path and HOME is not set'
}
check "with an unknown uid and no HOME the binary says where saved data could go" \
  unknown_uid_no_home "$prefix/bin/wordfall"

make --no-print-directory uninstall PREFIX="$prefix" >/dev/null
check "uninstall leaves no file behind" bash -c "[ -z \"\$(find '$prefix' -type f)\" ]"

echo "install: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
