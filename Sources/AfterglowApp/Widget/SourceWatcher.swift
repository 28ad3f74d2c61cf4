#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Watches SwiftUI sources for `run --widget`: the `.swift` files given, every `.swift` file
/// under the directories given, and asset catalogs beside them. It watches the *directories*
/// (inotify on Linux), because editors save by writing a new file and renaming it over the old one
/// (vim, JetBrains' safe write), which a watch on the file itself would lose after the first save.
/// Falls back to comparing modification times every `pollInterval` only when inotify cannot be
/// used (not Linux, or the inotify limits are exhausted).
///
/// `nextChange` blocks until something relevant changed, then lets the burst of events one save
/// makes (rename away, create, write, close, delete the backup) settle (SaveBurst.swift: 5 ms
/// once the content is in place, 40 ms while a file is moved away or deleted), and returns the paths.
public final class SourceWatcher: @unchecked Sendable {
    public enum Backend: String { case inotify, poll }

    public struct Failure: Error, CustomStringConvertible { public var description: String }

    public private(set) var backend: Backend = .poll
    /// How long a burst may stay quiet before it counts as one save while a file is mid-save (moved
    /// away, deleted), and once every file's content is in place (SaveBurst.swift; product
    /// behaviour, not test sync).
    public let settle: Duration
    public let quickSettle: Duration
    public let pollInterval: Duration
    private let roots: [(path: String, isDirectory: Bool)]
    /// Wakes a blocked `nextChange` from `stop()`: a pipe, so `poll` can wait on it with the watch.
    private var wakePipe: [Int32] = [-1, -1]
    private let lock = NSLock()
    private var stopped = false
    #if canImport(Glibc)
    private var inotifyFD: Int32 = -1
    /// Watch descriptor → directory path.
    private var watched: [Int32: String] = [:]
    #endif
    private var snapshot: [String: FileStamp] = [:]

    public init(paths: [String], forcePoll: Bool = false, settle: Duration = .milliseconds(40), quickSettle: Duration = .milliseconds(5),
         pollInterval: Duration = .milliseconds(250)) throws {
        self.settle = settle
        self.quickSettle = quickSettle
        self.pollInterval = pollInterval
        let fm = FileManager.default
        var roots: [(String, Bool)] = []
        for p in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: p, isDirectory: &isDir) else { throw Failure(description: "\(p): no such file or directory") }
            roots.append(((p as NSString).standardizingPath, isDir.boolValue))
        }
        self.roots = roots
        guard pipe(&wakePipe) == 0 else { throw Failure(description: "pipe: \(String(cString: strerror(errno)))") }
        _ = fcntl(wakePipe[0], F_SETFL, fcntl(wakePipe[0], F_GETFL) | O_NONBLOCK)
        #if canImport(Glibc)
        if !forcePoll {
            let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            if fd >= 0 {
                inotifyFD = fd
                var ok = true
                for d in directoriesToWatch() where !addWatch(d) { ok = false; break }
                if ok { backend = .inotify; return }
                // Out of watches (fs.inotify.max_user_watches): poll instead of missing saves.
                close(fd); inotifyFD = -1; watched = [:]
            }
        }
        #endif
        backend = .poll
        snapshot = Self.stamps(of: relevantFiles())
    }

    deinit {
        #if canImport(Glibc)
        if inotifyFD >= 0 { close(inotifyFD) }
        #endif
        for fd in wakePipe where fd >= 0 { close(fd) }
    }

    /// Makes a blocked or later `nextChange` return nil.
    public func stop() {
        lock.withLock { stopped = true }
        var b: UInt8 = 1
        _ = write(wakePipe[1], &b, 1)
    }

    /// The relevant paths that changed (created, written, renamed in or out, deleted), once a burst
    /// has settled; nil when `timeout` passes first or `stop()` was called.
    public func nextChange(timeout: Duration) -> [String]? {
        let deadline = ContinuousClock.now + timeout
        switch backend {
        case .inotify:
            #if canImport(Glibc)
            // Wait for the first relevant event, then gather more until the burst is over (SaveBurst).
            var burst = SaveBurst<ContinuousClock.Instant>(quickSettle: quickSettle, settle: settle)
            while burst.isEmpty {
                guard wait(until: deadline) else { return nil }
                let now = ContinuousClock.now
                for (path, event) in readEvents() { burst.record(path, event, at: now) }
            }
            while let end = burst.deadline, wait(until: end) {
                let now = ContinuousClock.now
                for (path, event) in readEvents() { burst.record(path, event, at: now) }
            }
            if lock.withLock({ stopped }) { return nil }
            return burst.paths
            #else
            return nil
            #endif
        case .poll:
            while true {
                let now = ContinuousClock.now
                if now >= deadline { return nil }
                // The pipe is the sleep, so `stop()` ends it at once.
                if waitForWake(until: min(now + pollInterval, deadline)) { return nil }
                let fresh = Self.stamps(of: relevantFiles())
                let changed = Set(fresh.keys).union(snapshot.keys).filter { fresh[$0] != snapshot[$0] }.sorted()
                snapshot = fresh
                if !changed.isEmpty { return changed }
            }
        }
    }

    // MARK: What is relevant

    /// A file a re-import reads: a given file, or under a given directory a `.swift` file or
    /// anything in an asset catalog (not editor swap files, backups or hidden files).
    public func isRelevant(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        if name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") { return false }
        for r in roots {
            if !r.isDirectory {
                if path == r.path { return true }
                continue
            }
            guard path.hasPrefix(r.path + "/") else { continue }
            let rel = String(path.dropFirst(r.path.count + 1))
            if rel.split(separator: "/").contains(where: { Self.skipped($0) }) { continue }
            if name.hasSuffix(".swift") || rel.contains(".xcassets/") || name.hasSuffix(".xcassets") { return true }
        }
        return false
    }

    /// Directories the importer never reads (SwiftSourceSet skips the same).
    public static func skipped<S: StringProtocol>(_ component: S) -> Bool {
        component.hasPrefix(".") || component == "Pods" || component == "DerivedData" || component == "build" || component == "node_modules"
    }

    /// The given files' directories, and every directory under the given directories.
    private func directoriesToWatch() -> [String] {
        var out: [String] = []
        for r in roots {
            if !r.isDirectory { out.append((r.path as NSString).deletingLastPathComponent); continue }
            out += Self.subdirectories(of: r.path)
        }
        var seen = Set<String>()
        return out.filter { seen.insert($0).inserted }
    }

    public static func subdirectories(of dir: String) -> [String] {
        var out = [dir]
        guard let e = FileManager.default.enumerator(atPath: dir) else { return out }
        while let rel = e.nextObject() as? String {
            let name = (rel as NSString).lastPathComponent
            guard (e.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory else { continue }
            if skipped(name) { e.skipDescendants(); continue }
            out.append((dir as NSString).appendingPathComponent(rel))
        }
        return out
    }

    private func relevantFiles() -> [String] {
        var out: [String] = []
        for r in roots {
            if !r.isDirectory { out.append(r.path); continue }
            guard let e = FileManager.default.enumerator(atPath: r.path) else { continue }
            while let rel = e.nextObject() as? String {
                let name = (rel as NSString).lastPathComponent
                if Self.skipped(name) { e.skipDescendants(); continue }
                let full = (r.path as NSString).appendingPathComponent(rel)
                if isRelevant(full) { out.append(full) }
            }
        }
        return out
    }

    // MARK: Polling

    /// What a save changes: the modification time, the size, or the inode (a rename over).
    public struct FileStamp: Equatable {
        public var seconds: Int, nanoseconds: Int, size: Int64, inode: UInt64
    }

    public static func stamps(of files: [String]) -> [String: FileStamp] {
        var out: [String: FileStamp] = [:]
        for f in files {
            var st = stat()
            guard stat(f, &st) == 0 else { continue }
            out[f] = FileStamp(seconds: Int(st.st_mtim.tv_sec), nanoseconds: Int(st.st_mtim.tv_nsec), size: Int64(st.st_size), inode: UInt64(st.st_ino))
        }
        return out
    }

    /// Sleeps on the wake pipe until `deadline`; true when woken by `stop()`.
    private func waitForWake(until deadline: ContinuousClock.Instant) -> Bool {
        var fds = [pollfd(fd: wakePipe[0], events: Int16(POLLIN), revents: 0)]
        let ms = Self.milliseconds(until: deadline)
        _ = poll(&fds, 1, ms)
        return lock.withLock { stopped }
    }

    public static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
        let left = ContinuousClock.now.duration(to: deadline)
        if left <= .zero { return 0 }
        let ms = left.components.seconds * 1000 + (left.components.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(min(ms, Int64(Int32.max)))
    }

    // MARK: inotify

    #if canImport(Glibc)
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE | IN_ATTRIB)

    private func addWatch(_ dir: String) -> Bool {
        let wd = inotify_add_watch(inotifyFD, dir, Self.mask | UInt32(IN_ONLYDIR))
        guard wd >= 0 else { return errno == ENOENT || errno == ENOTDIR }  // gone already: nothing to miss
        watched[wd] = dir
        return true
    }

    /// Waits for the watch (or the wake pipe) until `deadline`; true when inotify has events.
    private func wait(until deadline: ContinuousClock.Instant) -> Bool {
        if lock.withLock({ stopped }) { return false }
        var fds = [pollfd(fd: inotifyFD, events: Int16(POLLIN), revents: 0), pollfd(fd: wakePipe[0], events: Int16(POLLIN), revents: 0)]
        let n = poll(&fds, 2, Self.milliseconds(until: deadline))
        if lock.withLock({ stopped }) { return false }
        return n > 0 && fds[0].revents & Int16(POLLIN) != 0
    }

    /// Drains the inotify queue; returns the relevant paths it names. New directories get a watch
    /// (and their contents count as changed: a directory moved in brings its files).
    private func readEvents() -> [(String, SaveBurst<ContinuousClock.Instant>.Event)] {
        var out: [(String, SaveBurst<ContinuousClock.Instant>.Event)] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(inotifyFD, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= n {
                let (wd, mask, length) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                    (raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                     raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + header)..<min(n, offset + header + length)]
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                offset += header + length
                if mask & UInt32(IN_IGNORED) != 0 { watched[wd] = nil; continue }
                guard let dir = watched[wd], !name.isEmpty else { continue }
                let path = (dir as NSString).appendingPathComponent(name)
                if mask & UInt32(IN_ISDIR) != 0 {
                    guard mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, !Self.skipped(name),
                          roots.contains(where: { $0.isDirectory && path.hasPrefix($0.path + "/") }) else {
                        if mask & UInt32(IN_MOVED_FROM | IN_DELETE) != 0, isRelevantTree(path) { out.append((path, .transient)) }
                        continue
                    }
                    for d in Self.subdirectories(of: path) { _ = addWatch(d) }
                    out += relevantFiles().filter { $0.hasPrefix(path + "/") }.map { ($0, .written) }
                    if path.contains(".xcassets") { out.append((path, .written)) }
                    continue
                }
                // A file created empty is written and closed next: wait for that close.
                if mask == UInt32(IN_CREATE) { continue }
                guard isRelevant(path) else { continue }
                if mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0 { out.append((path, .written)) }
                else if mask & UInt32(IN_MOVED_FROM | IN_DELETE | IN_CREATE) != 0 { out.append((path, .transient)) }
                else { out.append((path, .touched)) }
            }
        }
        return out
    }

    /// A directory that held watched sources (moved away or deleted).
    private func isRelevantTree(_ path: String) -> Bool {
        roots.contains { $0.isDirectory && path.hasPrefix($0.path + "/") }
    }
    #endif
}
