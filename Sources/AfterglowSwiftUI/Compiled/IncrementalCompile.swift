import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The compiled path's `swiftc` run, incremental (docs/SWIFTUI.md › Compiled path › Speed): one
/// work directory per set of source paths (not per content), where each developer file, the
/// generated entry and the stand-ins are compiled to their own object by the driver's incremental
/// mode, and the program is relinked. A save of one file recompiles that file's object (and those
/// of files that use what changed in its interface), not the module.
///
/// A file is written only when its text changed, so the driver's record (modification times) sees
/// only the edit. Not `-enable-incremental-file-hashing`: the driver then SHA-256s its inputs and
/// the layer's imported modules on every run, about a fifth of a cold compile's CPU (perf: 21.7 % of
/// the samples in the driver with it, 7.5 % without), for nothing the modification times miss here.
struct IncrementalCompile {
    /// `<cache>/incremental/<key>`.
    let directory: String
    /// The sources: a stable file name (the same developer path gives the same name) and the text.
    let inputs: [(name: String, text: String)]

    /// What one run did.
    struct Run {
        var result: ChildProcess.Result
        /// The program, in `directory` (copied into the content-hash cache by the caller).
        var executable: String
        /// The inputs whose object was written by this run (file names, as in `inputs`).
        var recompiled: [String]
    }

    var sources: String { directory + "/src" }
    var objects: String { directory + "/obj" }
    var executable: String { directory + "/widget" }

    /// The stable name of a developer file's copy: its base name and a hash of its whole path (two
    /// `Widget.swift` in different folders are different inputs).
    static func inputName(for path: String) -> String {
        var h = ContentHash()
        h.add(path)
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let safe = String(base.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
        return "\(safe)-\(h.hex.prefix(10)).swift"
    }

    /// Compiles `inputs` with `flags` (everything but inputs, the output file map and `-o`), under a
    /// lock on the directory (parallel commands with the same paths take turns).
    func compile(swiftc: String, flags: [String], timeout: Double) throws -> Run {
        let fm = FileManager.default
        try fm.createDirectory(atPath: sources, withIntermediateDirectories: true)
        try fm.createDirectory(atPath: objects, withIntermediateDirectories: true)
        let lockFD = open(directory + "/lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        if lockFD >= 0 { while flock(lockFD, LOCK_EX) != 0 && errno == EINTR {} }
        defer { if lockFD >= 0 { flock(lockFD, LOCK_UN); close(lockFD) } }

        var paths: [String] = []
        for input in inputs {
            let p = sources + "/" + input.name
            // Unchanged text: left alone, so its modification time says "not edited".
            if fm.contents(atPath: p) != Data(input.text.utf8) { try input.text.write(toFile: p, atomically: false, encoding: .utf8) }
            paths.append(p)
        }
        try outputFileMap(paths).write(toFile: directory + "/output-file-map.json", atomically: true, encoding: .utf8)
        // One job: all the inputs the driver queues go to one frontend (batch mode, `-j 1`), which
        // type-checks them together as `-wmo` would (measured: 1.6 s CPU against 2.8 s for two
        // jobs that each load the layer) and still writes one object per file.
        let args = [swiftc] + flags + [
            "-incremental", "-enable-batch-mode", "-j", "1",
            "-driver-show-incremental", "-output-file-map", directory + "/output-file-map.json",
        ] + paths + ["-o", executable]
        // The exact command, for a person and for scripts/bench-compiled.sh (the driver's record
        // is only reused by the same arguments).
        try? args.joined(separator: "\n").write(toFile: directory + "/swiftc-args", atomically: true, encoding: .utf8)
        var result = ChildProcess.run(args, timeout: timeout)
        let (queued, rest) = Self.queued(result.stderr)
        result.stderr = rest
        let recompiled = rest.contains("Disabling incremental build") ? inputs.map(\.name) : inputs.map(\.name).filter { queued.contains($0) }
        return Run(result: result, executable: executable, recompiled: recompiled)
    }

    /// The inputs the driver queued for compiling (from `-driver-show-incremental`'s remarks:
    /// "Queuing (initial):  {compile: X.o <= X.swift}", "Queuing because of dependencies…"), and
    /// the output without those remarks (what a person reads are the diagnostics).
    static func queued(_ output: String) -> (names: Set<String>, rest: String) {
        var names = Set<String>()
        var kept: [Substring] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("remark: Incremental compilation:") else { kept.append(line); continue }
            if line.contains("Disabling incremental build") { kept.append(line) }
            guard line.contains("Queuing"), let r = line.range(of: "<= ") else { continue }
            let tail = line[r.upperBound...]
            let name = tail.prefix { $0 != "}" && $0 != " " && $0 != "," }
            if !name.isEmpty { names.insert(String(name)) }
        }
        return (names, kept.joined(separator: "\n"))
    }

    func object(for source: String) -> String {
        objects + "/" + ((source as NSString).lastPathComponent as NSString).deletingPathExtension + ".o"
    }

    /// The driver's map: each input's object and dependency file, and the module's build record.
    func outputFileMap(_ paths: [String]) -> String {
        var entries: [String] = ["\"\": {\"swift-dependencies\": \(Self.json(objects + "/module.swiftdeps"))}"]
        for p in paths {
            let o = object(for: p)
            entries.append("\(Self.json(p)): {\"object\": \(Self.json(o)), \"swift-dependencies\": \(Self.json(String(o.dropLast(2)) + ".swiftdeps"))}")
        }
        return "{\n" + entries.joined(separator: ",\n") + "\n}\n"
    }

    static func json(_ s: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [s], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8)
        let text = String(decoding: data, as: UTF8.self)
        return String(text.dropFirst().dropLast())
    }

    /// A file's modification time (nanoseconds), nil when it does not exist.
    static func modified(_ path: String) -> Int? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return Int(st.st_mtim.tv_sec) * 1_000_000_000 + Int(st.st_mtim.tv_nsec)
    }

    /// Starts over (a work directory the driver cannot use).
    func wipe() { try? FileManager.default.removeItem(atPath: directory) }
}
