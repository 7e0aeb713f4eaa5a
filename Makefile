# wordfall: the two commands a new user needs are `make run` and `make test`.
# Every target that builds first makes sure the Debian packages it needs are there.

SWIFT ?= swift
PREFIX ?= /usr/local
DEBIAN_PACKAGES := libncurses-dev pkg-config tmux
SWIFT_SOURCES := Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Sources

.PHONY: all deps build run test test-tsan bench format lint install uninstall wordlist clean

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

# Build and run every test: Events, the game model, headless golden runs, UI buffers, and the tmux end-to-end test.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@if [ "$$CI" = "true" ]; then $(MAKE) --no-print-directory test-tsan; fi

# The Events tests (the thread-safe variant's stress test above all) under ThreadSanitizer, in their
# own build folder; `make test` runs it too when CI=true (about 80 s from a clean build).
test-tsan: deps
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan -Xswiftc -DEVENTS_TSAN --filter EventsTests

# Benchmarks, release build, results as ratios against a baseline measured in the same process.
# BENCH_ARGS: suite names to run only those, or --quick. The build plan is dropped first because
# SwiftPM does not notice new source files in a path dependency (the root package) otherwise.
bench: deps
	rm -f Benchmarks/.build/release.yaml
	$(SWIFT) run -c release --package-path Benchmarks wordfall-bench $(BENCH_ARGS)

format:
	$(SWIFT) format format --in-place --recursive $(SWIFT_SOURCES)

lint:
	$(SWIFT) format lint --strict --recursive $(SWIFT_SOURCES)

install: deps
	$(SWIFT) build -c release --product wordfall
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/wordfall"
	install -m 755 .build/release/wordfall "$(DESTDIR)$(PREFIX)/bin/wordfall"
	cp -R Resources/. "$(DESTDIR)$(PREFIX)/share/wordfall/"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/wordfall"
	rm -rf "$(DESTDIR)$(PREFIX)/share/wordfall"

# Regenerate the bundled word list from Debian's scowl (needs the scowl package).
wordlist:
	@dpkg-query -W -f='$${Status}' scowl 2>/dev/null | grep -q "ok installed" || { \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; $$SUDO apt-get install -y -qq scowl; }
	python3 scripts/make-wordlist.py

clean:
	rm -rf .build .build-tsan Benchmarks/.build
