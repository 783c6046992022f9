# Stunt: `make run` starts the REPL, `make test` runs everything CI runs.
SWIFT ?= swift

.PHONY: run test build release bench system-packages clean

# libedit's headers are the one system package Stunt needs to build.
system-packages:
	@if [ ! -f /usr/include/histedit.h ]; then \
	  if [ "$$(id -u)" = "0" ]; then \
	    echo "installing libedit-dev (line editing) ..."; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libedit-dev pkg-config >/dev/null; \
	  else \
	    echo "Stunt needs libedit's headers. Install them with:" >&2; \
	    echo "  sudo apt-get install -y libedit-dev pkg-config" >&2; \
	    exit 1; \
	  fi; \
	fi

build: system-packages
	$(SWIFT) build

run: build
	@./.build/debug/stunt

# The sample sessions replay inside the test run (SampleReplayTests); the plugin run proves
# `swift package replay` works.
test: system-packages
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	CI=true $(SWIFT) package replay Samples README.md

release: system-packages
	$(SWIFT) build -c release

bench: release
	@./.build/release/stunt-bench

clean:
	rm -rf .build
