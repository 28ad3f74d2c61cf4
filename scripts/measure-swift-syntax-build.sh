#!/usr/bin/env bash
# Cold build time of swift-syntax 603.0.1 as a SwiftPM package (SwiftParser, SwiftSyntax,
# SwiftOperators and a one-file client), debug then release, in a scratch package; and the
# cost of the toolchain's prebuilt copy (compiling its .swiftinterface files into a module
# cache and linking). docs/ARCHITECTURE.md › swift-syntax quotes the results.
#   scripts/measure-swift-syntax-build.sh [SCRATCH_DIR]
set -euo pipefail
export PATH=/opt/swift/usr/bin:$PATH
dir=${1:-/tmp/afterglow-swift-syntax-build}
host=$(dirname "$(readlink -f "$(command -v swift)")")/../lib/swift/host
mkdir -p "$dir/pkg/Sources/client" "$dir/host"
cat > "$dir/client.swift" <<'SWIFT'
import SwiftOperators
import SwiftParser
import SwiftSyntax
let tree = OperatorTable.standardOperators.foldAll(Parser.parse(source: "let a = 1 + 2 * 3")) { _ in }
print(tree.description)
SWIFT
cp "$dir/client.swift" "$dir/pkg/Sources/client/main.swift"
cat > "$dir/pkg/Package.swift" <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription
let package = Package(name: "client", dependencies: [.package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")],
  targets: [.executableTarget(name: "client", dependencies: [.product(name: "SwiftParser", package: "swift-syntax"),
    .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftOperators", package: "swift-syntax")])])
SWIFT
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "toolchain copy ($host): interface compile + link, cold module cache"
rm -rf "$dir/host/cache"
/usr/bin/time -f "  wall %e s, user %U s, sys %S s" swiftc "$dir/client.swift" -module-cache-path "$dir/host/cache" -I "$host" -L "$host" \
  -lSwiftParser -lSwiftSyntax -lSwiftOperators -Xlinker -rpath -Xlinker "$host" -o "$dir/host/client"
"$dir/host/client" >/dev/null && echo "  runs"
cd "$dir/pkg"
swift package resolve >/dev/null
for config in debug release; do
  rm -rf .build/$config .build/x86_64-unknown-linux-gnu/$config
  echo "package, $config, cold:"
  /usr/bin/time -f "  wall %e s, user %U s, sys %S s" swift build -c $config >/dev/null
done
