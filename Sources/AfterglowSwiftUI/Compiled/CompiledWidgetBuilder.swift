import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The compiled path's build (docs/SWIFTUI.md › Compiled path › Driver): the pre-pass, stand-ins,
/// `swiftc` against the widget layer with a time limit, cached by a content hash under
/// `$XDG_CACHE_HOME/afterglow/widgets/<hash>/`.
public struct CompiledWidgetBuilder: Sendable {
    public var layer: WidgetLayerLocation
    public var swiftc: String
    public var cacheRoot: String
    /// The compile's time limit, in seconds.
    public var timeLimit: Double = 180
    /// How many times missing types may be stood in for and the build retried.
    public var standInRetries = 6

    public init(layer: WidgetLayerLocation, swiftc: String, cacheRoot: String = CompiledWidgetBuilder.defaultCacheRoot()) {
        self.layer = layer; self.swiftc = swiftc; self.cacheRoot = cacheRoot
    }

    /// The builder with the layer beside this executable and the toolchain's `swiftc`; nil (with
    /// why) when either is missing.
    public static func standard() -> Result<CompiledWidgetBuilder, Unavailable> {
        guard let layer = WidgetLayerLocation.find() else {
            return .failure(Unavailable(description: "the widget layer (libAfterglowWidgetLayer.so and Modules/) is not beside this executable; build it (`swift build --product AfterglowWidgetLayer`) or set AFTERGLOW_WIDGET_LAYER"))
        }
        guard let swiftc = SwiftCompiler.find() else {
            return .failure(Unavailable(description: "no swiftc on PATH or in /opt/swift/usr/bin (set AFTERGLOW_SWIFTC)"))
        }
        return .success(CompiledWidgetBuilder(layer: layer, swiftc: swiftc))
    }

    public struct Unavailable: Error, CustomStringConvertible { public var description: String }

    public static func defaultCacheRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let x = environment["XDG_CACHE_HOME"], !x.isEmpty { return x + "/afterglow/widgets" }
        return (environment["HOME"] ?? NSTemporaryDirectory()) + "/.cache/afterglow/widgets"
    }

    /// One compiler diagnostic, `file:line:column: error: message`.
    public struct CompilerError: Sendable, Equatable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String { "\(file):\(line):\(column): error: \(message)" }
        /// Why Swift itself rejects the source, where the error is the language's rather than a
        /// name the layer lacks (nil otherwise): said beside the error, so nobody goes looking for a
        /// missing API, and so it is clear that Xcode rejects the same source.
        public var languageNote: String? { Self.languageNote(for: message) }

        static func languageNote(for message: String) -> String? {
            // A closure of several statements returns only with `return`: implicit returns are
            // for single expressions (SE-0255), in the Swift 5 and 6 language modes alike, and
            // WidgetKit's `dynamicIsland:` is a plain closure, not a result builder
            // (`ActivityConfiguration.init(for:content:dynamicIsland:)`). Swift reports it after
            // type checking, so it is the first error only once everything else type-checks.
            if message.hasPrefix("missing return in closure expected to return") {
                return "Swift rejects this source itself (Xcode too, in the Swift 5 and 6 language modes): a closure of more than one statement must `return` its result; add `return` before its last expression"
            }
            return nil
        }
    }

    /// A program built from the sources.
    public struct Build: Sendable {
        public var executable: String
        public var directory: String
        public var hash: String
        /// Whether it came from the cache (nothing compiled).
        public var cached: Bool
        public var widgets: [String]
        public var standIns: [String]
        public var seconds: Double
        /// The inputs whose objects this build recompiled (empty for a cache hit): the changed
        /// files (and those using what changed in their interface), not the module.
        public var recompiled: [String] = []
    }

    /// `swiftc`'s flags but for the inputs, the output file map and `-o`: a debug build as Xcode's
    /// previews make one (`-Onone`, `DEBUG`), one object per file (IncrementalCompile).
    var compileFlags: [String] {
        ["-parse-as-library", "-swift-version", "5", "-D", "DEBUG", "-Onone", "-suppress-warnings",
         // Xcode 14+ projects build with bare `/regex/` literals on (SWIFT_ENABLE_BARE_SLASH_REGEX).
         "-enable-bare-slash-regex",
         "-module-name", "AfterglowCompiledWidget", "-module-cache-path", moduleCache,
         "-I", layer.modules, "-L", layer.directory, "-lAfterglowWidgetLayer",
         "-Xlinker", "-rpath", "-Xlinker", layer.directory]
    }

    /// The clang module cache (Glibc, Foundation's C parts…: about 2.5 s of CPU to make): the one
    /// `swift build` made beside the layer (`ModuleCache/`), shared by every build of every widget
    /// with this layer and warm from the start when the flags match; else the widget cache's own.
    /// `AFTERGLOW_WIDGET_MODULE_CACHE` names another (the benchmark's "first compile" row).
    public var moduleCache: String {
        if let m = ProcessInfo.processInfo.environment["AFTERGLOW_WIDGET_MODULE_CACHE"], !m.isEmpty { return m }
        // One spelling of the path (symlinks resolved): clang refuses a module it finds cached
        // under two paths ("defined in both"), as a layer named through `.build/debug` and through
        // its real directory would give.
        let real = URL(fileURLWithPath: layer.directory).resolvingSymlinksInPath().path
        if access(real, W_OK) == 0 { return real + "/ModuleCache" }
        return cacheRoot + "/module-cache"
    }

    /// The incremental work directory of a set of source paths, with this layer and compiler.
    func incrementalDirectory(files: [String]) -> String {
        var h = ContentHash()
        h.add("afterglow-incremental-v1"); h.add(SwiftCompiler.version(swiftc)); h.add(layer.directory); h.add(layer.fingerprint)
        for f in files { h.add(f) }
        return cacheRoot + "/incremental/" + h.hex
    }

    public enum Outcome: Sendable {
        case built(Build)
        /// The compiler's first errors (the developer's file:line:column), and its whole output.
        case failed(errors: [CompilerError], log: String, standIns: [String])

        public var build: Build? { if case .built(let b) = self { return b }; return nil }
    }

    /// The `.swift` files under `paths` (directories searched as the importer searches them), sorted.
    public static func swiftFiles(_ paths: [String]) -> [String] {
        var out: [String] = []
        let skip: Set<String> = ["Pods", "build", "DerivedData", "node_modules", ".build"]
        for p in paths {
            let abs = URL(fileURLWithPath: p).standardizedFileURL.path
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: abs, isDirectory: &isDir) else { continue }
            if !isDir.boolValue { if abs.hasSuffix(".swift") { out.append(abs) }; continue }
            guard let e = FileManager.default.enumerator(atPath: abs) else { continue }
            while let rel = e.nextObject() as? String {
                let name = (rel as NSString).lastPathComponent
                if name.hasPrefix(".") || skip.contains(name) { e.skipDescendants(); continue }
                if rel.hasSuffix(".swift") { out.append(abs + "/" + rel) }
            }
        }
        return Array(Set(out)).sorted()
    }

    public func build(paths: [String]) -> Outcome {
        let started = Date()
        let files = Self.swiftFiles(paths)
        let sources = files.map { (path: $0, text: (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "") }
        // The same files as a build of this afterglow already took: its program, without the
        // pre-pass and the stand-in plan (each parses every file again: about a third of a warm
        // run's CPU before this record).
        let sourceRecord = cacheRoot + "/" + sourceKey(sources) + ".source"
        if let data = FileManager.default.contents(atPath: sourceRecord), let r = try? JSONDecoder().decode(SourceRecord.self, from: data),
           let hit = cached(r.hash, widgets: r.widgets, started: started) {
            return .built(hit)
        }
        let outcome = buildAfterPrePass(paths: paths, files: files, sources: sources, started: started)
        if case .built(let b) = outcome, let data = try? JSONEncoder().encode(SourceRecord(hash: b.hash, widgets: b.widgets)) {
            try? data.write(to: URL(fileURLWithPath: sourceRecord), options: .atomic)
        }
        return outcome
    }

    /// Which build the files as read name (`<key>.source`): the files' paths and bytes, with this
    /// afterglow (its pre-pass and stand-ins: `builderIdentity`), this layer and this compiler.
    func sourceKey(_ sources: [(path: String, text: String)]) -> String {
        var h = ContentHash()
        h.add("afterglow-sources-v1"); h.add(Self.builderIdentity); h.add(SwiftCompiler.version(swiftc)); h.add(layer.directory); h.add(layer.fingerprint)
        for s in sources { h.add(s.path); h.add(s.text) }
        return h.hex
    }

    struct SourceRecord: Codable {
        var hash: String
        var widgets: [String]
    }

    func buildAfterPrePass(paths: [String], files: [String], sources: [(path: String, text: String)], started: Date) -> Outcome {
        let first = CompiledPrePass.run(sources, layerModules: layer.moduleNames, previewHost: layer.hasPreviewHost)
        var pre = first
        let assets = AssetStandIns.scan(sources: sources, paths: paths)
        var fixedStandIns = pre.standIns + assets
        var standIns = fixedStandIns
        var extra = ""
        var lastFailure: Outcome?
        let incremental = incrementalDirectory(files: files)
        try? FileManager.default.createDirectory(atPath: cacheRoot, withIntermediateDirectories: true)

        // The sources as they are (no stand-ins yet) name the build: built before, whatever stand-ins
        // it took, it is a cache hit; failed before with every stand-in tried, the same errors.
        let pureHash = contentHash(pre, extra: "")
        let resolvedRecord = cacheRoot + "/" + pureHash + ".resolved"
        let failureRecord = cacheRoot + "/" + pureHash + ".failed.json"
        if let data = FileManager.default.contents(atPath: failureRecord), let f = try? JSONDecoder().decode(SavedFailure.self, from: data),
           f.builder == Self.builderIdentity {
            return .failed(errors: f.errors.map { CompilerError(file: $0.file, line: $0.line, column: $0.column, message: $0.message) },
                           log: f.log, standIns: f.standIns)
        }
        for hash in [pureHash] + ((try? String(contentsOfFile: resolvedRecord, encoding: .utf8)).map { [$0] } ?? []) {
            if let hit = cached(hash, widgets: pre.widgets, started: started) { return .built(hit) }
        }

        // A save in `run --widget`: the stand-ins the last build of these paths needed are tried
        // first, so an edit is one incremental compile, not a failing one and a retry.
        if let last = RememberedStandIns.load(incremental), !last.extra.isEmpty || !last.keepPreviews {
            let p = last.keepPreviews ? pre : CompiledPrePass.run(sources, layerModules: layer.moduleNames, previewHost: layer.hasPreviewHost, keepPreviews: false)
            let s = p.standIns + assets + last.descriptions
            switch compile(p, extra: last.extra, standIns: s, files: files, incremental: incremental, started: started) {
            case .built(let b): return .built(b)
            // Not enough any more (or too much: a type now declared): found again from the start.
            case .failed, .stopped: break
            }
        }

        // Made at the first failure (it parses every file twice): a folder that compiles as it is
        // does not pay for it before its compile.
        var planned: StandInPlan?
        attempts: for attempt in 0...standInRetries {
            switch compile(pre, extra: extra, standIns: standIns, files: files, incremental: incremental, started: started) {
            case .built(let b):
                if b.hash != pureHash { try? b.hash.write(toFile: resolvedRecord, atomically: true, encoding: .utf8) }
                RememberedStandIns(extra: extra, descriptions: planned?.descriptions ?? [], keepPreviews: pre.previews == first.previews).save(incremental)
                return .built(b)
            case .stopped(let outcome):
                return outcome
            case .failed(let errors, let log):
                lastFailure = .failed(errors: errors, log: log, standIns: standIns)
                // Names the folder lacks: stand in for them (or refine a stand-in) and try again.
                var plan = planned ?? StandInPlan(sources: sources.map(\.text))
                let learnt = plan.learn(from: errors)
                planned = plan
                // Previews are optional: when their content states are what fails (built from an
                // app's fixtures the folder lacks), the widget is built without them.
                let inPreview = errors.contains { e in pre.previewLines.contains { $0.path == e.file && $0.lines.contains(e.line) } }
                if learnt.isEmpty, inPreview, attempt < standInRetries {
                    pre = CompiledPrePass.run(sources, layerModules: layer.moduleNames, previewHost: layer.hasPreviewHost, keepPreviews: false)
                    fixedStandIns = pre.standIns + assets
                    standIns = fixedStandIns + plan.descriptions
                    continue
                }
                guard !learnt.isEmpty, attempt < standInRetries else { break attempts }
                standIns = fixedStandIns + plan.descriptions
                extra = plan.render()
            }
        }
        if case .failed(let errors, let log, let s)? = lastFailure {
            let record = SavedFailure(errors: errors.map { .init(file: $0.file, line: $0.line, column: $0.column, message: $0.message) }, log: log, standIns: s,
                                      builder: Self.builderIdentity)
            try? JSONEncoder().encode(record).write(to: URL(fileURLWithPath: failureRecord))
        }
        return lastFailure ?? .failed(errors: [], log: "", standIns: standIns)
    }

    /// The cache key of a rewritten set of sources with its stand-ins, for this layer and compiler.
    func contentHash(_ pre: CompiledPrePass.Output, extra: String) -> String {
        var h = ContentHash()
        h.add("afterglow-compiled-v3"); h.add(SwiftCompiler.version(swiftc)); h.add(layer.directory); h.add(layer.fingerprint)
        for f in pre.files { h.add(f.path); h.add(f.text) }
        h.add(pre.entry); h.add(extra)
        // The stand-ins' own code: the pure hash (`extra` empty) names a build that took stand-ins
        // (`.resolved`), so a change of what a stand-in does must make a new name.
        h.add(MissingTypeStandIns.valueType); h.add(StandInPlan.anyCodableAccessors)
        return h.hex
    }

    /// The program built before under `hash`, if any.
    func cached(_ hash: String, widgets: [String], started: Date) -> Build? {
        let dir = cacheRoot + "/" + hash
        guard FileManager.default.isExecutableFile(atPath: dir + "/widget"), let info = FileManager.default.contents(atPath: dir + "/build.json"),
              let saved = try? JSONDecoder().decode(SavedInfo.self, from: info) else { return nil }
        return Build(executable: dir + "/widget", directory: dir, hash: hash, cached: true, widgets: widgets,
                     standIns: saved.standIns, seconds: Date().timeIntervalSince(started))
    }

    enum Attempt {
        case built(Build)
        case failed(errors: [CompilerError], log: String)
        /// Nothing more to try (a time limit, a file that cannot be written).
        case stopped(Outcome)
    }

    /// One compile of `pre` with `extra` stand-ins, in the incremental directory of these paths;
    /// the program is then copied to the cache under its content hash.
    func compile(_ pre: CompiledPrePass.Output, extra: String, standIns: [String], files: [String], incremental directory: String, started: Date) -> Attempt {
        let hash = contentHash(pre, extra: extra)
        let dir = cacheRoot + "/" + hash
        // One build of a hash at a time, across processes (parallel screenshots) and threads.
        let lockFD = open(dir + ".lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        if lockFD >= 0 { while flock(lockFD, LOCK_EX) != 0 && errno == EINTR {} }
        defer { if lockFD >= 0 { flock(lockFD, LOCK_UN); close(lockFD) } }
        if let hit = cached(hash, widgets: pre.widgets, started: started) { return .built(hit) }
        let work = dir + ".tmp-\(getpid())"
        try? FileManager.default.removeItem(atPath: work)
        do {
            var inputs = pre.files.map { (name: IncrementalCompile.inputName(for: $0.path), text: $0.text) }
            inputs.append((name: "__afterglow_entry.swift", text: pre.entry))
            // Always an input (empty when nothing is stood in for): the driver's record keeps the
            // same input list across stand-in retries and saves.
            inputs.append((name: "__afterglow_standins.swift", text: extra))
            let incremental = IncrementalCompile(directory: directory, inputs: inputs)
            var run = try incremental.compile(swiftc: swiftc, flags: compileFlags, timeout: timeLimit)
            // A work directory the driver could not use (no diagnostic in the sources): once more from nothing.
            if run.result.status != 0, !run.result.timedOut, Self.errors(in: run.result.stderr + run.result.stdout).allSatisfy({ $0.line == 0 }) {
                incremental.wipe()
                run = try incremental.compile(swiftc: swiftc, flags: compileFlags, timeout: timeLimit)
            }
            let r = run.result
            let log = r.stderr + r.stdout
            if r.timedOut {
                return .stopped(.failed(errors: [CompilerError(file: files.first ?? "", line: 0, column: 0, message: "swiftc took longer than \(Int(timeLimit)) s; stopped")],
                                        log: log, standIns: standIns))
            }
            guard r.status == 0 else { return .failed(errors: Self.errors(in: log), log: log) }
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: run.executable, toPath: work + "/widget")
            let saved = SavedInfo(widgets: pre.widgets, standIns: standIns, sources: files, swiftc: SwiftCompiler.version(swiftc))
            try JSONEncoder().encode(saved).write(to: URL(fileURLWithPath: work + "/build.json"))
            try? FileManager.default.removeItem(atPath: dir)
            try FileManager.default.moveItem(atPath: work, toPath: dir)
            return .built(Build(executable: dir + "/widget", directory: dir, hash: hash, cached: false, widgets: pre.widgets,
                                standIns: standIns, seconds: Date().timeIntervalSince(started), recompiled: run.recompiled))
        } catch {
            try? FileManager.default.removeItem(atPath: work)
            return .stopped(.failed(errors: [CompilerError(file: work, line: 0, column: 0, message: "\(error)")], log: "\(error)", standIns: standIns))
        }
    }

    /// The stand-ins the last successful build of a set of paths needed (in its incremental
    /// directory): what the next save is tried with first.
    struct RememberedStandIns: Codable {
        var extra: String
        var descriptions: [String]
        var keepPreviews: Bool
        /// The stand-ins' own code when `extra` was rendered: `extra` holds it, so a newer afterglow
        /// whose stand-ins do more does not reuse the old text.
        var standInCode: String? = RememberedStandIns.currentCode

        static let currentCode: String = {
            var h = ContentHash()
            h.add(MissingTypeStandIns.valueType); h.add(StandInPlan.anyCodableAccessors)
            return h.hex
        }()

        static func load(_ directory: String) -> RememberedStandIns? {
            FileManager.default.contents(atPath: directory + "/standins.json").flatMap { try? JSONDecoder().decode(Self.self, from: $0) }
                .flatMap { $0.standInCode == currentCode ? $0 : nil }
        }

        func save(_ directory: String) {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try? JSONEncoder().encode(self).write(to: URL(fileURLWithPath: directory + "/standins.json"), options: .atomic)
        }
    }

    struct SavedFailure: Codable {
        struct E: Codable { var file: String; var line: Int; var column: Int; var message: String }
        var errors: [E]
        var log: String
        var standIns: [String]
        /// The program that gave up (`builderIdentity`): a newer afterglow may know more stand-ins, so
        /// it tries again rather than trusting an older one's failure.
        var builder: String?
    }

    /// This executable's size and modification time: changes whenever afterglow is rebuilt.
    static let builderIdentity: String = {
        var st = stat()
        guard stat("/proc/self/exe", &st) == 0 else { return "unknown" }
        return "\(st.st_size)-\(st.st_mtim.tv_sec)"
    }()

    struct SavedInfo: Codable {
        var widgets: [String]
        var standIns: [String]
        var sources: [String]
        var swiftc: String
    }

    /// The `error:` lines of the compiler's output, in order, duplicates dropped.
    public static func errors(in log: String) -> [CompilerError] {
        var out: [CompilerError] = []
        for line in log.split(separator: "\n") {
            if line.hasPrefix("error: ") {
                let e = CompilerError(file: "", line: 0, column: 0, message: String(line.dropFirst("error: ".count)))
                if !out.contains(e) { out.append(e) }
                continue
            }
            guard let r = line.range(of: ": error: ") else { continue }
            let head = line[..<r.lowerBound], message = String(line[r.upperBound...])
            let parts = head.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count >= 3, let l = Int(parts[parts.count - 2]), let c = Int(parts[parts.count - 1]) {
                let e = CompilerError(file: parts.dropLast(2).joined(separator: ":"), line: l, column: c, message: message)
                if !out.contains(e) { out.append(e) }
            } else {
                let e = CompilerError(file: String(head), line: 0, column: 0, message: message)
                if !out.contains(e) { out.append(e) }
            }
        }
        return out
    }
}

/// Stand-ins for app types the folder lacks, inferred from the compiler's errors.
public enum MissingTypeStandIns {
    /// Names from "cannot find type 'X' in scope" (types) and "cannot find 'X' in scope" for a
    /// capitalised X (a namespace of constants, `AppColors.accent`).
    public static func missing(in errors: [CompiledWidgetBuilder.CompilerError]) -> (types: [String], namespaces: [String]) {
        var types: [String] = [], namespaces: [String] = []
        for e in errors {
            if let n = quoted(e.message, after: "cannot find type '") { if !types.contains(n) { types.append(n) } }
            else if let n = quoted(e.message, after: "cannot find '"), e.message.hasSuffix("in scope"), n.first?.isUppercase == true,
                    !namespaces.contains(n) { namespaces.append(n) }
        }
        return (types, namespaces.filter { !types.contains($0) })
    }

    static func quoted(_ s: String, after prefix: String) -> String? {
        guard let r = s.range(of: prefix) else { return nil }
        let rest = s[r.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        let name = String(rest[..<end])
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? name : nil
    }

    /// The value every stand-in member gives: decodes from any JSON value and keeps it — a scalar's
    /// text (so a payload's value still shows), an object's members and an array's elements (so
    /// `context.state.order.title` on a stand-in type reads the payload's `order.title`) — prints
    /// "—" when it holds no scalar, and is a dictionary key as a string or number is
    /// (`CodingKeyRepresentable`), so `[Donut.ID: Int]` reads `{"1": 3}` as a device's `[Int: Int]` would.
    public static let valueType = """
    @dynamicMemberLookup
    public struct _AfterglowStandInValue: Codable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, CodingKeyRepresentable {
        var text: String?
        var members: [String: _AfterglowStandInValue]?
        var elements: [_AfterglowStandInValue]?
        public init() {}
        public init(stringLiteral: String) { text = stringLiteral }
        public init(integerLiteral: Int) { text = String(integerLiteral) }
        public init(from decoder: Decoder) throws {
            if let c = try? decoder.container(keyedBy: _Key.self) {
                var m: [String: _AfterglowStandInValue] = [:]
                for k in c.allKeys { m[k.stringValue] = (try? c.decode(_AfterglowStandInValue.self, forKey: k)) ?? _AfterglowStandInValue() }
                members = m
                return
            }
            if var c = try? decoder.unkeyedContainer() {
                var e: [_AfterglowStandInValue] = []
                while !c.isAtEnd { e.append((try? c.decode(_AfterglowStandInValue.self)) ?? _AfterglowStandInValue()); if e.count > 10_000 { break } }
                elements = e
                return
            }
            guard let c = try? decoder.singleValueContainer() else { return }
            if let s = try? c.decode(String.self) { text = s }
            else if let i = try? c.decode(Int.self) { text = String(i) }
            else if let d = try? c.decode(Double.self) { text = String(d) }
            else if let b = try? c.decode(Bool.self) { text = String(b) }
        }
        public func encode(to encoder: Encoder) throws {
            if let members {
                var c = encoder.container(keyedBy: _Key.self)
                for (k, v) in members { try c.encode(v, forKey: _Key(stringValue: k)) }
            } else if let elements {
                var c = encoder.unkeyedContainer()
                for v in elements { try c.encode(v) }
            } else {
                var c = encoder.singleValueContainer()
                if let text { try c.encode(text) } else { try c.encodeNil() }
            }
        }
        public var description: String { text ?? "—" }
        struct _Key: CodingKey {
            var stringValue: String
            var intValue: Int? { Int(stringValue) }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { stringValue = String(intValue) }
        }
        public var codingKey: CodingKey { _Key(stringValue: text ?? "") }
        public init?<T: CodingKey>(codingKey: T) { text = codingKey.stringValue }
        public subscript(dynamicMember member: String) -> _AfterglowStandInValue { members?[member] ?? _AfterglowStandInValue() }
        // Where the code needs a String or a number (`let title: String = context.state.order.title`),
        // the payload's scalar; "—" or 0 when it holds none.
        @_disfavoredOverload public subscript(dynamicMember member: String) -> String { self[dynamicMember: member].description }
        @_disfavoredOverload public subscript(dynamicMember member: String) -> Int { Int(self[dynamicMember: member].text ?? "") ?? 0 }
        @_disfavoredOverload public subscript(dynamicMember member: String) -> Double { Double(self[dynamicMember: member].text ?? "") ?? 0 }
        @_disfavoredOverload public subscript(dynamicMember member: String) -> Bool { self[dynamicMember: member].text == "true" }
        /// A date as ActivityKit's decoder reads one (seconds since 2001); the emulator's now when absent.
        @_disfavoredOverload public subscript(dynamicMember member: String) -> Date {
            Double(self[dynamicMember: member].text ?? "").map { Date(timeIntervalSinceReferenceDate: $0) } ?? Date()
        }
        public subscript(key: String) -> _AfterglowStandInValue { members?[key] ?? _AfterglowStandInValue() }
        public subscript(index: Int) -> _AfterglowStandInValue { elements.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? _AfterglowStandInValue() }
        // `data["showTitle"] == nil` on an SDK's dictionary (held-out 1's OneSignal widget shows its
        // title only then): true when the payload holds nothing there, as the dictionary's nil
        // would be. Without these the subscript above was promoted to an optional and the
        // comparison was always false, so the whole Lock Screen view drew nothing.
        public static func == (lhs: _AfterglowStandInValue, rhs: _OptionalNilComparisonType) -> Bool { lhs._isAbsent }
        public static func != (lhs: _AfterglowStandInValue, rhs: _OptionalNilComparisonType) -> Bool { !lhs._isAbsent }
        public var _isAbsent: Bool { text == nil && members == nil && elements == nil }
    }

    """

    /// An app type the folder lacks: decodes whatever the payload holds for it and reads its
    /// members from that (`_AfterglowStandInValue`); `inits` are the initialisers its call sites
    /// need (`CallSiteInits`).
    public static func structStandIn(_ name: String, inits: String = "") -> String {
        """
        @dynamicMemberLookup
        public struct \(name): Codable, Hashable, Sendable {
            var _value = _AfterglowStandInValue()
            public init() {}
        \(inits)    public init(from decoder: Decoder) throws { _value = try _AfterglowStandInValue(from: decoder) }
            public func encode(to encoder: Encoder) throws { try _value.encode(to: encoder) }
            public subscript(dynamicMember member: String) -> _AfterglowStandInValue { _value[dynamicMember: member] }
            @_disfavoredOverload public subscript(dynamicMember member: String) -> String { _value[dynamicMember: member] }
            @_disfavoredOverload public subscript(dynamicMember member: String) -> Int { _value[dynamicMember: member] }
            @_disfavoredOverload public subscript(dynamicMember member: String) -> Double { _value[dynamicMember: member] }
            @_disfavoredOverload public subscript(dynamicMember member: String) -> Bool { _value[dynamicMember: member] }
            @_disfavoredOverload public subscript(dynamicMember member: String) -> Date { _value[dynamicMember: member] }
        }

        """
    }

    public static func namespaceStandIn(_ name: String) -> String {
        """
        @dynamicMemberLookup
        public enum \(name) {
            public static subscript(dynamicMember member: String) -> _AfterglowStandInValue { _AfterglowStandInValue() }
            // A constant the code needs as text or a number: "—" or 0, visibly a placeholder.
            @_disfavoredOverload public static subscript(dynamicMember member: String) -> String { "—" }
            @_disfavoredOverload public static subscript(dynamicMember member: String) -> Int { 0 }
            @_disfavoredOverload public static subscript(dynamicMember member: String) -> Double { 0 }
            @_disfavoredOverload public static subscript(dynamicMember member: String) -> Date { Date() }
        }

        """
    }
}

/// Asset colours and images the folder's catalogs lack: the layer draws a neutral, visible colour
/// (and a placeholder image); listed so `import --json` can say so.
public enum AssetStandIns {
    public static func scan(sources: [(path: String, text: String)], paths: [String]) -> [String] {
        var sets = Set<String>()
        for p in paths {
            guard let e = FileManager.default.enumerator(atPath: p) else { continue }
            while let rel = e.nextObject() as? String {
                let n = (rel as NSString).lastPathComponent
                for ext in [".colorset", ".imageset", ".symbolset"] where n.hasSuffix(ext) { sets.insert(String(n.dropLast(ext.count))) }
            }
        }
        var out: [String] = []
        for (_, text) in sources {
            for (kind, pattern) in [("colour", "Color(\""), ("colour", "UIColor(named: \""), ("image", "Image(\""), ("image", "UIImage(named: \"")] {
                var rest = Substring(text)
                while let r = rest.range(of: pattern) {
                    rest = rest[r.upperBound...]
                    guard let end = rest.firstIndex(of: "\"") else { break }
                    let name = String(rest[..<end])
                    let line = "asset \(kind) \"\(name)\": not in the folder's asset catalogs; drawn \(kind == "colour" ? "in a neutral grey" : "as a placeholder")"
                    if !name.isEmpty, !name.contains("\\("), !sets.contains(name), !out.contains(line) { out.append(line) }
                }
            }
        }
        return out
    }
}
