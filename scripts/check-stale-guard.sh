#!/usr/bin/env bash
# End-to-end check of scripts/lib/stale_modules.py on a five-module package written here, shaped
# as the build that crashed the Swift suite (docs/TESTING.md › Stale incremental builds): `Core`
# holds a struct, `Kit` re-exports Core, `Fixtures` returns one, `Use` copies it into an array
# without naming its type. After a stored property is added to the struct, an incremental build
# recompiles Core alone, so `Use` still thinks the struct has its old size; with the guard run
# first, the build recompiles `Fixtures` and `Use` and the sizes agree.
# Not part of `make test` (two cold builds of the package, about a minute here). Prints
# "stale guard: N passed, N failed" and exits non-zero on a failure.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
guard=$PWD/scripts/lib/stale_modules.py
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
mkdir -p Sources/{Core,Kit,Fixtures,Use,Main}
cat > Package.swift <<'EOF'
// swift-tools-version: 6.1
import PackageDescription
let package = Package(name: "StaleLayout", targets: [
    .target(name: "Core"),
    .target(name: "Kit", dependencies: ["Core"]),
    .target(name: "Fixtures", dependencies: ["Kit"]),
    .target(name: "Use", dependencies: ["Kit", "Fixtures"]),
    .executableTarget(name: "Main", dependencies: ["Use", "Core"]),
])
EOF
cat > Sources/Core/Profile.swift <<'EOF'
public struct Profile {
    public var id: String
    public var a: Double = 1
    public var tail: [Double] = [1, 2, 3]
    public init(id: String) { self.id = id }
}
public func coreSize() -> Int { MemoryLayout<Profile>.size }
public func describe(_ ps: [Profile]) -> String { ps.map { "\($0.id) \($0.tail.count)" }.joined(separator: ",") }
EOF
echo '@_exported import Core' > Sources/Kit/Kit.swift
cat > Sources/Fixtures/Fixtures.swift <<'EOF'
import Kit
public enum Fixtures { public static var phone: Profile { Profile(id: "phone") } }
EOF
cat > Sources/Use/Use.swift <<'EOF'
import Kit
import Fixtures
// The struct's type is never named here, as in LintRulesTests.lint.
public func useSize() -> Int { MemoryLayout.size(ofValue: Fixtures.phone) }
public func make() -> String { describe([Fixtures.phone]) }
EOF
cat > Sources/Main/main.swift <<'EOF'
import Use
import Core
print("sizes \(coreSize()) \(useSize())")
print(make())
EOF
passed=0; failed=0
check() { # check NAME CONDITION-RESULT DETAIL
  if [ "$2" = 0 ]; then passed=$((passed + 1)); echo "ok   $1"; else failed=$((failed + 1)); echo "FAIL $1: $3"; fi
}
bin=.build/debug/Main; dir=.build/x86_64-unknown-linux-gnu/debug
swift build >build1.log 2>&1 || { echo "FAIL first build:"; tail -20 build1.log; echo "stale guard: 0 passed, 1 failed"; exit 1; }
out=$($bin 2>&1 | head -2)
[ "$(head -1 <<<"$out")" = "sizes 32 32" ] && [ "$(tail -1 <<<"$out")" = "phone 3" ]; check "clean build: both modules see 32 bytes, the array reads back" $? "$out"

sed -i 's|    public var a: Double = 1|    public var a: Double = 1\n    public var b: Double? = nil|' Sources/Core/Profile.swift
sleep 1  # file times have 1 s resolution on some file systems
swift build >build2.log 2>&1
out=$($bin 2>&1 | head -1)
[ "$out" != "sizes 48 48" ]; check "without the guard the incremental build is stale (Use still sees the old size)" $? "got '$out'"
python3 "$guard" --package . "$dir" >guard1.log; rc=$?
[ "$rc" = 1 ] && grep -q "^stale modules: Use predates Core" guard1.log; check "the guard names Use as stale (exit 1)" $? "exit $rc: $(cat guard1.log)"

python3 "$guard" --fix --package . "$dir" >/dev/null
swift build >build3.log 2>&1
out=$($bin 2>&1 | head -2)
[ "$(head -1 <<<"$out")" = "sizes 48 48" ] && [ "$(tail -1 <<<"$out")" = "phone 3" ]; check "after --fix the build recompiles Use: 48 bytes both sides" $? "$out"
python3 "$guard" --package . "$dir" >/dev/null; check "then nothing is stale" $? "still stale"

echo "stale guard: $passed passed, $failed failed"
[ "$failed" = 0 ]
