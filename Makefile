# Afterglow: `make run` sets up and runs the main job; `make test` sets up and runs every test.
SHELL := /bin/bash
export PATH := /opt/swift/usr/bin:$(PATH)

.PHONY: setup build run test bench firmware clean

setup:
	@bash scripts/setup.sh

# First: targets an incremental build would leave on an old struct layout are rebuilt (scripts/lib/stale_modules.py).
build: setup
	python3 scripts/lib/stale_modules.py --fix .build/*/release
	swift build -c release 2>&1 | grep -v "^warning: prohibited flag"

# The window when there is a display, else the default headless scenario and its report.
run: build
	@bash scripts/run.sh

test: setup
	@bash scripts/test.sh

bench: build
	cd Benchmarks && swift package benchmark

firmware: setup
	$(MAKE) -C Firmware

clean:
	rm -rf .build out
