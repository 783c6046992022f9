# Stunt: `make run` starts the REPL, `make test` runs everything CI runs.
SWIFT ?= swift
# pipefail: a build whose output is filtered still fails when the build does.
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c

# SwiftPM keys its manifest cache by the whole environment. make's own variables and the shell's
# bookkeeping differ from one stage to the next, and with them every stage evaluated the thirty
# manifests of Stunt's graph again (12 s of CPU each time). No `swift` of these rules sees them:
# make's are not exported, and SWIFT_ENV drops the rest (`stunt sandbox` drops the shell's too,
# SwiftPMEnvironment).
unexport MAKEFLAGS MFLAGS MAKEOVERRIDES AFTER_DEBUG_BUILD FUZZ_TIME FUZZ_SEED BUILT
SWIFT_ENV := env -u MAKELEVEL -u MAKE_TERMOUT -u MAKE_TERMERR -u _ -u OLDPWD -u SHLVL
# make's builds of Stunt (SWIFT_BUILD below, the fuzzer's and the generator's) compile no macro
# target, so none needs SwiftPM's download of a prebuilt swift-syntax for one: without a network,
# its attempt held the first build of a clean clone for up to three minutes.
NO_PREBUILTS := --disable-experimental-prebuilts

# make's builds expand `@Doubles` and `@MethodNames` with a compiler plugin made as an ordinary
# executable of the debug build, first (`make macros`), and passed with `-load-plugin-executable`
# (Package.swift's STUNT_PREBUILT_MACROS): a macro target would be built for the host, with a
# second swift-syntax (75 s of CPU), and in a release build optimized (as long as all the rest).
# A plain `swift build` builds the macro target instead; switching between the two rebuilds most
# of the package. Every `swift` here that builds Stunt itself runs in this mode, so that SwiftPM
# reads the manifests once (the generator's too, which expands no macro).
HASH := \#
MACROS_PLUGIN := $(CURDIR)/.build/debug/StuntMacros
MACROS_ENV := $(SWIFT_ENV) STUNT_PREBUILT_MACROS=1
MACROS_FLAGS := -Xswiftc -load-plugin-executable -Xswiftc $(MACROS_PLUGIN)$(HASH)StuntMacros
SWIFT_BUILD := $(MACROS_ENV) $(SWIFT) build $(NO_PREBUILTS) $(MACROS_FLAGS)

.PHONY: run test build release release-check sandbox-check install bench system-packages clean fuzz fuzz-build sanitize \
  macros generator tests debug-replays manual-generator deb deb-check plugin-package-check links own-code-corpus

# The system packages Stunt needs to build: libedit's headers (line editing), SQLite's (the
# project module's real store, through GRDB) and libcurl's (the release build links Foundation
# statically, and with it FoundationNetworking, which links libcurl).
SYSTEM_PACKAGES := libedit-dev libsqlite3-dev libcurl4-openssl-dev pkg-config
system-packages:
	@if [ ! -f /usr/include/histedit.h ] || [ ! -f /usr/include/sqlite3.h ] || [ ! -e /usr/lib/$$(gcc -dumpmachine)/libcurl.so ]; then \
	  if [ "$$(id -u)" = "0" ]; then \
	    echo "installing $(SYSTEM_PACKAGES) ..."; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(SYSTEM_PACKAGES) >/dev/null; \
	  else \
	    echo "Stunt needs libedit's, SQLite's and libcurl's headers. Install them with:" >&2; \
	    echo "  sudo apt-get install -y $(SYSTEM_PACKAGES)" >&2; \
	    exit 1; \
	  fi; \
	fi

build: macros
	$(SWIFT_BUILD)

run: build
	@./.build/debug/stunt

# `make test`: the debug build, then every other stage from one `make -j4` that starts each as
# soon as what it needs is done, each saying its time and CPU, its output printed whole when it
# ends. The tests run beside the release and fuzzer builds and the sandbox check (the tests are
# mostly waiting: 46 s of CPU in 156 s); the generator build starts when the tests and the fuzzer
# build end, the debug replays, the release check and the Debian package's check when the
# release build does (they take its build folder's lock). The sandbox check, the longest stage,
# starts first so that it is not the last to end; it ends with the sample plugin package's
# `swift test`, built in the sandbox's build folder, where Stunt is compiled already.
#
# Tests run one at a time: many of them measure deadlines and settle times (a 300 ms request
# deadline, a 20 ms settle budget) that a 2-core machine running them all at once cannot honour;
# they hold with the cores busy. The test product is run by itself, not by `swift test`, which
# would hold the build folder's lock for the whole run and keep the release build waiting (every
# test is a swift-testing one). The sample sessions replay inside the test run
# (SampleReplayTests); the plugin run proves `swift package replay` works.
# The debug build makes the products the stages use, not every target, the macros' plugin first:
# `swift build --build-tests` also builds the host-tool copy of stunt-generate (for the
# StuntDoubles plugin, which no target of this package applies), with a swift-syntax of its own,
# argument-parser's plugin tools and the benchmarks.
DEBUG_PRODUCTS := StuntMacros StuntPackageTests stunt warehouse-plugin stunt-generate generate-manual
test: system-packages
	@.ci/timed "debug build" sh -c 'for product in $(DEBUG_PRODUCTS); do $(SWIFT_BUILD) --product $$product || exit 1; done'
	@$(MAKE) --no-print-directory -j4 --output-sync=target AFTER_DEBUG_BUILD=1 FUZZ_TIME=5 FUZZ_SEED=1 \
	  tests links release fuzz-build generator sandbox-check debug-replays release-check deb-check fuzz

# Within `make test`, the order above; alone, each stage builds what it needs.
ifdef AFTER_DEBUG_BUILD
generator: | tests fuzz-build
debug-replays: | release
DEBUG_BUILD :=
MACROS :=
MANUAL_GENERATOR :=
else
DEBUG_BUILD := build
MACROS := macros
MANUAL_GENERATOR := manual-generator
endif

tests:
	@.ci/timed tests .build/debug/StuntPackageTests.xctest --testing-library swift-testing

# Every relative link of README.md and docs/ names a file there, and a heading of it.
links:
	@.ci/timed links .ci/check-links

debug-replays:
	@.ci/timed "debug replays" $(MACROS_ENV) CI=true $(SWIFT) package $(NO_PREBUILTS) $(MACROS_FLAGS) replay Samples README.md docs

# libFuzzer over the lexer, the value reader, the session parser, the line matcher and the
# backend's request handling, and mutation over the doubles generator's reading of Swift: the
# package of Fuzz/, which reaches Stunt through its products. `make fuzz FUZZ_TIME=600` fuzzes
# each for ten minutes; `make test` runs each for a few seconds from a fixed seed so a
# regression is caught in CI, after `stunt-fuzz --self-check` (every seed and saved regression
# handled, each check able to fail).
FUZZ_TIME ?= 60
FUZZ_TARGETS := lexer values session matcher backend
FUZZ_MUTATED := generator
# The fuzzers link no compiler plugin (libFuzzer cannot be linked into one): the fuzz package
# asks for Stunt without its Macros trait, so StuntKit declares no macro (Package.swift's
# StuntTrait).
FUZZ_BUILD := $(MACROS_ENV) $(SWIFT) build $(NO_PREBUILTS) --package-path Fuzz --scratch-path .build-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xlinker --export-dynamic-symbol=LLVMFuzzerRunDriver
fuzz-build: system-packages
	@.ci/timed "fuzz build" $(FUZZ_BUILD) 2>&1 | { grep -v "Cannot export local symbol '__asan" || true; }

fuzz: fuzz-build
	@# FUZZ_SEED is given by name: make exports none of its variables (see SWIFT_ENV above).
	@.ci/timed "fuzz run" sh -c 'FUZZ_SEED=$(FUZZ_SEED) Fuzz/run $(FUZZ_TIME) $(FUZZ_TARGETS) && \
	  for target in $(FUZZ_MUTATED); do .build-fuzz/debug/stunt-fuzz $$target --mutate $(FUZZ_TIME) \
	    --seed $(or $(FUZZ_SEED),$$(od -An -N4 -tu4 /dev/urandom)) Fuzz/Regressions/$$target || exit 1; done'

# The test suite under ThreadSanitizer and AddressSanitizer, each in a build folder of its own
# (the tests run the sanitized `stunt` binary beside them too). LeakSanitizer checks every
# `stunt` process the tests start, not the test runner's own exit-time memory.
sanitize: macros
	@# The sample plugin, unsanitized, where the sessions' .stunt-plugins look for it.
	$(SWIFT_BUILD) --product warehouse-plugin
	$(SWIFT_ENV) $(SWIFT) build --build-tests --scratch-path .build-tsan --sanitize=thread
	$(SWIFT_ENV) STUNT_SANITIZER=thread TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --scratch-path .build-tsan --sanitize=thread --no-parallel
	$(SWIFT_ENV) $(SWIFT) build --build-tests --scratch-path .build-asan --sanitize=address
	$(SWIFT_ENV) STUNT_SANITIZER=address ASAN_OPTIONS=detect_leaks=0 LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan.supp:print_suppressions=0 $(SWIFT) test --skip-build --scratch-path .build-asan --sanitize=address --no-parallel

# Release builds link the Swift runtime and Foundation statically: a binary that runs where no
# Swift toolchain is installed, and a shorter start. (The static runtime exports none of its
# symbols, so StuntKit's MainSerialExecutor reaches the runtime's hook by address, not dlsym.)
# Their debug information is line tables of Stunt's own code only (Package.swift's ownLineTables):
# a trap's report still names the runtime's reason and the seed's file:line, and the backtracer,
# which reads every compile unit of the image, has a third as much to read.
#
# Nothing they compile asks the linker for libcurl (`-disable-autolink-library curl`, which only
# the command line reaches in the packages Stunt depends on, custom-dump among them): URLSession's
# calls to it go to CShims' CLibcurlOnDemand.c, which loads it at the first, so that the 32 shared libraries
# libcurl brings are not loaded before every prompt. (The generator, below, uses no URLSession.)
NO_LIBCURL_AUTOLINK := -Xswiftc -Xfrontend -Xswiftc -disable-autolink-library -Xswiftc -Xfrontend -Xswiftc curl
RELEASE_FLAGS := -c release --static-swift-stdlib -debug-info-format none
RELEASE_BUILD := $(SWIFT_BUILD) $(RELEASE_FLAGS) $(NO_LIBCURL_AUTOLINK)
macros: system-packages
	$(SWIFT_BUILD) --product StuntMacros
release: $(MACROS)
	@.ci/timed "release build" $(RELEASE_BUILD) --product stunt
	$(RELEASE_BUILD) --product warehouse-plugin

# `stunt-generate`, which `stunt sandbox` runs to read a user's package and write its sandbox:
# linked statically and optimized as `stunt` is. Its own build folder, because it builds
# swift-syntax, which nothing in the release build does, beside the other stages. Optimizing
# swift-syntax costs about 450 s of CPU; at -Onone, parsing back the doubles it writes (item 8 of
# issue 52) took 73 s for a protocol of 5,000 requirements, against 3.4 s optimized.
generator: system-packages
	@.ci/timed "generator build" $(MACROS_ENV) $(SWIFT) build $(NO_PREBUILTS) $(RELEASE_FLAGS) --scratch-path .build-generate --product stunt-generate

# swift-argument-parser's `generate-manual`, which writes the man page from the command line's
# declarations (Packaging/man-page).
manual-generator: system-packages
	$(SWIFT_BUILD) --product generate-manual

# `make install` (PREFIX=~/.local by default): the release binary, its helpers, its man page and
# its shell completions.
PREFIX ?= $(HOME)/.local
# BUILT=1: the release build, the generator and the manual's generator are up to date already
# (the release check says so).
install: $(if $(BUILT),,release generator manual-generator)
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/bash-completion/completions" \
	  "$(PREFIX)/share/zsh/site-functions" "$(PREFIX)/share/fish/vendor_completions.d" "$(PREFIX)/share/man/man1"
	install -m 755 .build/release/stunt "$(PREFIX)/bin/stunt"
	Packaging/man-page .build/release/stunt .build/debug/generate-manual > "$(PREFIX)/share/man/man1/stunt.1"
	@# Swift's backtracer, which a statically linked binary cannot find in the toolchain by
	@# itself: a trap in a module then says why and on which line of the seed.
	@backtracer="$$(SWIFT=$(SWIFT) Packaging/backtracer)"; \
	if [ -x "$$backtracer" ]; then install -d "$(PREFIX)/libexec/stunt" && install -m 755 "$$backtracer" "$(PREFIX)/libexec/stunt/"; \
	else echo "note: no swift-backtrace-static beside $(SWIFT); a trap will say less about where it happened"; fi
	.build/release/stunt --generate-completion-script bash > "$(PREFIX)/share/bash-completion/completions/stunt"
	.build/release/stunt --generate-completion-script zsh > "$(PREFIX)/share/zsh/site-functions/_stunt"
	.build/release/stunt --generate-completion-script fish > "$(PREFIX)/share/fish/vendor_completions.d/stunt.fish"
	@# The workshop, where `stunt learn` looks beside the binary, and the plugin its last lesson loads.
	install -d "$(PREFIX)/share/stunt/workshop" "$(PREFIX)/libexec/stunt"
	install -m 644 Samples/workshop/*.session "$(PREFIX)/share/stunt/workshop/"
	install -m 755 .build/release/warehouse-plugin "$(PREFIX)/libexec/stunt/warehouse-plugin"
	@# What `stunt sandbox` runs to read a user's package and write its sandbox.
	install -m 755 .build-generate/release/stunt-generate "$(PREFIX)/libexec/stunt/stunt-generate"
	echo "$(PREFIX)/libexec/stunt/warehouse-plugin" > "$(PREFIX)/share/stunt/workshop/.stunt-plugins"
	@echo "installed $(PREFIX)/bin/stunt; put $(PREFIX)/bin on PATH if it is not"

# The release binary and the release sample plugin replay every sample in process and isolated,
# and use every variant of every slot: what whole-module optimization breaks shows here.
release-check: release generator
	@.ci/timed "release check" .ci/release-check

# A user's own package in the sandbox: the fixtures of Tests/Fixtures, from pristine to a passing
# replay by `stunt sandbox` alone (it builds a sandbox package, so it is not part of `swift test`).
sandbox-check: $(DEBUG_BUILD)
	@.ci/timed "sandbox check" $(SWIFT_ENV) .ci/sandbox-check

# `stunt sandbox` on code nobody here wrote: types of the packages this kind of machine has local
# copies of (.ci/own-code-corpus; docs/own-code.md). Not in `make test`: about 7 minutes.
own-code-corpus: $(DEBUG_BUILD)
	@.ci/timed "own-code corpus" $(SWIFT_ENV) .ci/own-code-corpus

# `make deb`: stunt_<version>_<arch>.deb in this folder, for machines without a Swift toolchain
# (Packaging/deb; docs/workshop.md says how to hand it out). `make deb-check` (in `make test`)
# runs lintian on it and uses it unpacked.
deb: release $(MANUAL_GENERATOR)
	Packaging/deb .
deb-check: release $(MANUAL_GENERATOR)
	@.ci/timed "deb check" .ci/deb-check

# The sample plugin package's own `swift test`, where StuntTesting makes its sessions test cases:
# they pass, and one made to fail is reported at its line (.ci/plugin-package-check; `make test`
# runs it at the end of the sandbox check).
plugin-package-check: macros
	@.ci/timed "plugin package check" $(SWIFT_ENV) .ci/plugin-package-check

# The benchmarks' package (Benchmarks/), built as Stunt's release is, measures that release.
BENCH_BUILD := $(RELEASE_BUILD) --package-path Benchmarks
bench: release generator
	$(BENCH_BUILD) --product stunt-bench
	$(BENCH_BUILD) --product prompt-baseline
	$(BENCH_BUILD) --product prompt-baseline-urlsession
	@Benchmarks/.build/release/stunt-bench

clean:
	rm -rf .build .build-fuzz .build-tsan .build-asan .build-generate .build-plugin-package Benchmarks/.build
