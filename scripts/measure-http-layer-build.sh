#!/usr/bin/env bash
# The HTTP layer decision (docs/ARCHITECTURE.md › The control API's HTTP layer): what Hummingbird
# would add to a cold debug build. Builds two throw-away packages from scratch in .build-httpcmp/:
# `baseline` (Foundation only, like AfterglowControl), `hbprobe` (Hummingbird 2.28.1 with one route
# and one streamed Server-Sent-Events route) and `wsprobe` (the same plus HummingbirdWebSocket
# 2.8.1), RUNS times each, and prints the wall time of every build and the lines of Swift/C the
# dependencies bring in. Nothing here is committed or linked into Afterglow.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
RUNS=${RUNS:-1}
root=$PWD/.build-httpcmp
mkdir -p "$root/baseline/Sources/App" "$root/hbprobe/Sources/App" "$root/wsprobe/Sources/App"
cat > "$root/baseline/Package.swift" <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription
let package = Package(name: "baseline", targets: [.executableTarget(name: "App")])
SWIFT
cat > "$root/baseline/Sources/App/main.swift" <<'SWIFT'
import Foundation
print("baseline", ProcessInfo.processInfo.processIdentifier)
SWIFT
cat > "$root/hbprobe/Package.swift" <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "hbprobe", platforms: [.macOS(.v14)],
    dependencies: [.package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1")],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "Hummingbird", package: "hummingbird")])])
SWIFT
cat > "$root/hbprobe/Sources/App/main.swift" <<'SWIFT'
import Hummingbird
let router = Router()
router.get("/v1/health") { _, _ in "{\"ok\":true}" }
router.get("/v1/events") { _, _ in
    Response(status: .ok, headers: [.contentType: "text/event-stream"],
             body: ResponseBody { writer in
                 try await writer.write(ByteBuffer(string: "event: hello\ndata: {}\n\n"))
                 try await writer.finish(nil)
             })
}
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
_ = app
SWIFT
cat > "$root/wsprobe/Package.swift" <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "wsprobe", platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
    ],
    targets: [.executableTarget(name: "App", dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
    ])])
SWIFT
cat > "$root/wsprobe/Sources/App/main.swift" <<'SWIFT'
import Hummingbird
import HummingbirdWebSocket
let router = Router()
router.get("/v1/health") { _, _ in "{\"ok\":true}" }
let ws = Router(context: BasicWebSocketRequestContext.self)
ws.ws("/v1/events") { _, _ in .upgrade([:]) } onUpgrade: { _, outbound, _ in
    try await outbound.write(.text("hello"))
}
let app = Application(router: router, server: .http1WebSocketUpgrade(webSocketRouter: ws),
                      configuration: .init(address: .hostname("127.0.0.1", port: 0)))
_ = app
SWIFT
for pkg in baseline hbprobe wsprobe; do
  (cd "$root/$pkg" && swift package resolve >/dev/null 2>&1)
  for run in $(seq "$RUNS"); do
    rm -rf "$root/$pkg/.build/debug" "$root/$pkg/.build/x86_64-unknown-linux-gnu"
    start=$(date +%s.%N)
    (cd "$root/$pkg" && swift build >"$root/$pkg.build.log" 2>&1) || { echo "$pkg: build failed (see $root/$pkg.build.log)"; exit 1; }
    end=$(date +%s.%N)
    printf '%s cold debug build, run %d: %.1f s (load average %s)\n' "$pkg" "$run" "$(echo "$end - $start" | bc)" "$(cut -d' ' -f1 /proc/loadavg)"
  done
done
checkouts=$root/wsprobe/.build/checkouts
echo "packages resolved for wsprobe: $(ls "$checkouts" | tr '\n' ' ')"
printf 'lines of Swift in them (Sources/, excluding tests): %s\n' "$(find "$checkouts"/*/Sources -name '*.swift' -print0 | xargs -0 cat | wc -l)"
printf 'lines of C in them (Sources/): %s\n' "$(find "$checkouts"/*/Sources \( -name '*.c' -o -name '*.h' \) -print0 | xargs -0 cat | wc -l)"
printf 'AfterglowControl today: %s lines of Swift\n' "$(cat Sources/AfterglowControl/*.swift | wc -l)"
