# wordfall: the two commands a new user needs are `make run` and `make test`.
# Every target that builds first makes sure the Debian packages it needs are there.

SWIFT ?= swift
PREFIX ?= /usr/local
DEBIAN_PACKAGES := libncurses-dev libsqlite3-dev libc6-dev binutils wordnet-base pkg-config tmux man-db
SWIFT_SOURCES := Package.swift Sources Tests Events/Package.swift Events/Sources Events/Tests Events/Benchmarks/Package.swift \
  Events/Benchmarks/Sources Events/Benchmarks/Harness/Package.swift Events/Benchmarks/Harness/Sources Benchmarks/Package.swift \
  Benchmarks/Sources Examples/GoalOfYourOwn/Package.swift Examples/GoalOfYourOwn/Sources Examples/GoalOfYourOwn/Tests \
  Examples/ChatRoom/Package.swift Examples/ChatRoom/Sources Examples/ChatRoom/Tests

.PHONY: all deps build run test test-tsan test-install bench bench-readme docs format lint manual keys goldens golden-runs install uninstall wordlist link-order clean

all: build

# Install the Debian packages the build and the tests need, only when one is missing.
deps:
	@missing=""; for p in $(DEBIAN_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build

# Play the bundled starter pack in this terminal.
run: deps
	$(SWIFT) build -c release --product wordfall
	.build/release/wordfall

# Build and run every test: Events, the game model, headless golden runs, UI buffers, the tmux end-to-end test,
# the goal of one's own built by a separate package on the public API (Examples/GoalOfYourOwn), and an
# adopter of the Events package alone (Examples/ChatRoom), which must resolve no other package.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(SWIFT) test --package-path Examples/GoalOfYourOwn
	$(SWIFT) test --package-path Examples/ChatRoom
	@if grep -q '"identity"' Examples/ChatRoom/Package.resolved 2>/dev/null; then \
	  echo "Examples/ChatRoom resolved a package besides Events:"; cat Examples/ChatRoom/Package.resolved; exit 1; fi
	@$(MAKE) --no-print-directory test-install
	@if [ "$$CI" = "true" ]; then $(MAKE) --no-print-directory test-tsan; fi

# The Events package's tests (the thread-safe variant's stress test above all) under ThreadSanitizer,
# built as an adopter builds it (Events/Package.swift) in a build folder of their own, with no extra
# flags: what an adopter's own sanitizer run sees. `make test` runs it too when CI=true (a few minutes
# from a clean build).
test-tsan: deps
	$(SWIFT) test --package-path Events --sanitize=thread --scratch-path .build-tsan

# The Events documentation (Events/Sources/Events/Events.docc, built as the root package's target Events), built by swift-docc-plugin; any warning (an
# undocumented parameter, a broken link) fails it. Open it with
# `swift package --disable-sandbox preview-documentation --target Events`.
docs:
	$(SWIFT) package --disable-sandbox generate-documentation --target Events --warnings-as-errors \
	  --experimental-skip-synthesized-symbols --experimental-documentation-coverage --coverage-summary-level brief

# Benchmarks, release build, results as ratios against a baseline measured in the same process: Events'
# own (Events/Benchmarks: suites events, compare), then the game's (Benchmarks).
# BENCH_ARGS: suite names to run only those (each package runs those of its suites that match), or --quick. The build plan is dropped first because
# SwiftPM does not notice new source files in a path dependency (the root package) otherwise.
bench: deps
	rm -f Events/Benchmarks/.build/release.yaml Benchmarks/.build/release.yaml
	$(SWIFT) run -c release --package-path Events/Benchmarks events-bench --if-any $(BENCH_ARGS)
	$(SWIFT) run -c release --package-path Benchmarks wordfall-bench --if-any $(BENCH_ARGS)

# Measures the suites again and rewrites Benchmarks/README.md's measured sections with what they print,
# the date, the commit and the load (scripts/bench-readme.py). SUITES: those sections only (default: all).
bench-readme: deps
	rm -f Benchmarks/.build/release.yaml
	python3 scripts/bench-readme.py $(SUITES)

# The functions a player's commands run, in the order first run, for the release link to place together
# (scripts/make-link-order.py says why; valgrind's callgrind lists them). Run it again after a large change.
link-order: deps
	@command -v valgrind >/dev/null || { SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; $$SUDO apt-get install -y -qq valgrind; }
	$(SWIFT) build -c release --product wordfall
	python3 scripts/make-link-order.py

format:
	$(SWIFT) format format --in-place --recursive $(SWIFT_SOURCES)

lint:
	$(SWIFT) format lint --strict --recursive $(SWIFT_SOURCES)

# The manual page, docs/man/wordfall.6: argument-parser's generate-manual plugin writes every command
# and option, scripts/make-manual.py adds docs/man/wordfall-extra.mdoc (keys, files, environment, exit
# statuses). Committed; a test fails when the commands changed and this was not run again.
manual: deps
	$(SWIFT) package plugin generate-manual --section 6 --authors "The wordfall developers"
	python3 scripts/make-manual.py .build/plugins/GenerateManual/outputs/wordfall/wordfall.6 .build/release/wordfall

# The keys table of README.md and the key lists of the manual page (between their keys:begin and
# keys:end markers) are made from the key map (Sources/WordfallUI/Input/KeyMap+Bindings.swift); a
# test fails when they differ, and this rewrites them.
# The rewriting run always fails (so CI can never pass by rewriting); the second run checks what it wrote.
keys:
	-WORDFALL_REWRITE_KEYS=1 $(SWIFT) test --filter KeyDocsTests >/dev/null
	$(SWIFT) test --filter KeyDocsTests

# The whole-screen goldens (Tests/WordfallUITests/Goldens/): rewritten on purpose after a change to
# a screen; read the diff before committing it. The rewriting run always fails (as argument-parser's
# snapshots do when recording), so CI can never pass by rewriting; the second run checks what it wrote.
goldens:
	-WORDFALL_REWRITE_GOLDENS=1 $(SWIFT) test --filter 'ScreenGoldenTests|ReadmeScreenTests' >/dev/null
	$(SWIFT) test --filter 'ScreenGoldenTests|ReadmeScreenTests'

# The golden runs of `wordfall run` (Tests/Fixtures/golden/): what the binary prints written over the
# expected files, on purpose, after a change to the output; `python3 scripts/reference.py` must agree.
# The rewriting run always fails, so CI can never pass by rewriting; the second run checks what it wrote.
golden-runs:
	-WORDFALL_REWRITE_GOLDEN_RUNS=1 $(SWIFT) test --filter 'GoldenRunTests/golden' >/dev/null
	$(SWIFT) test --filter GoldenRunTests

# Where Debian's conventions put each file, under PREFIX (default /usr/local).
BINDIR := $(DESTDIR)$(PREFIX)/bin
DATADIR := $(DESTDIR)$(PREFIX)/share/wordfall
MAN6DIR := $(DESTDIR)$(PREFIX)/share/man/man6
BASHDIR := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR := $(DESTDIR)$(PREFIX)/share/zsh/vendor-completions
FISHDIR := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

# The binary is installed stripped; its debug information goes beside it under lib/debug, where gdb
# finds it by the binary's .gnu_debuglink (as Debian's -dbgsym packages do; docs/decisions/0330).
DEBUGDIR := $(DESTDIR)$(PREFIX)/lib/debug$(PREFIX)/bin

install: deps
	$(SWIFT) build -c release --product wordfall
	install -d "$(BINDIR)" "$(DATADIR)" "$(MAN6DIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)" "$(DEBUGDIR)"
	objcopy --only-keep-debug .build/release/wordfall "$(DEBUGDIR)/wordfall.debug"
	chmod 644 "$(DEBUGDIR)/wordfall.debug"
	objcopy --strip-all --add-gnu-debuglink="$(DEBUGDIR)/wordfall.debug" .build/release/wordfall "$(BINDIR)/wordfall.new"
	chmod 755 "$(BINDIR)/wordfall.new"
	mv -f "$(BINDIR)/wordfall.new" "$(BINDIR)/wordfall"
	cp -R Resources/. "$(DATADIR)/"
	install -m 644 docs/man/wordfall.6 "$(MAN6DIR)/wordfall.6"
	.build/release/wordfall --generate-completion-script bash > "$(BASHDIR)/wordfall"
	.build/release/wordfall --generate-completion-script zsh > "$(ZSHDIR)/_wordfall"
	.build/release/wordfall --generate-completion-script fish > "$(FISHDIR)/wordfall.fish"

uninstall:
	rm -f "$(BINDIR)/wordfall" "$(DEBUGDIR)/wordfall.debug" "$(MAN6DIR)/wordfall.6" "$(BASHDIR)/wordfall" \
	  "$(ZSHDIR)/_wordfall" "$(FISHDIR)/wordfall.fish"
	rm -rf "$(DATADIR)"

# Installs into a temporary PREFIX and checks what a user would: the binary runs from there and finds
# its levels, `man -l` renders the page, bash finds the completion; then uninstalls and checks that
# nothing is left.
test-install: deps
	bash scripts/test-install.sh

# Regenerate the bundled word lists. English's, its tiers, categories and index from Debian's scowl and
# wordnet-base, graded by how often people use each word (PyPI's wordfreq 3.x, installed in a virtual
# environment under .build, nothing system-wide), plus the reviewed lists in Resources/Dictionary; then
# each other language's (scripts/make-language.py: wordfreq's vocabulary kept where hunspell accepts it).
WORDLIST_VENV := .build/wordlist-venv
# The other languages (docs/LANGUAGES.md): each one's Debian hunspell dictionary, installed here only.
WORDLIST_LANGUAGES := ca it pt fr nl de es pl
WORDLIST_HUNSPELL := hunspell-ca hunspell-it hunspell-pt-pt hunspell-fr-comprehensive hunspell-nl hunspell-de-de hunspell-es hunspell-pl
wordlist:
	@for p in scowl wordnet-base python3-venv hunspell $(WORDLIST_HUNSPELL); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || { \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; $$SUDO apt-get install -y -qq $$p; }; done
	@[ -x $(WORDLIST_VENV)/bin/python ] || python3 -m venv $(WORDLIST_VENV)
	@$(WORDLIST_VENV)/bin/python -c "import wordfreq" 2>/dev/null || $(WORDLIST_VENV)/bin/pip install -q 'wordfreq>=3,<4'
	$(WORDLIST_VENV)/bin/python scripts/make-wordlist.py
	@for code in $(WORDLIST_LANGUAGES); do $(WORDLIST_VENV)/bin/python scripts/make-language.py $$code || exit 1; done

clean:
	rm -rf .build .build-tsan Benchmarks/.build Events/Benchmarks/.build Events/Benchmarks/Harness/.build Examples/GoalOfYourOwn/.build Examples/ChatRoom/.build
